/** Test fixtures shaped like the API's answers, for every package's tests. */
export { menuItem } from './menu.ts';
export { addLine, coupon, packBasket, pricingInput, pricingLine, promotion, quantities, sizeLine } from './basket.ts';
export { nodesOfType, schemaOrgProblems } from './schema-org.ts';
export { SCHEMA_ORG } from './schema-org-vocabulary.ts';
export { parseHead, type ParsedHead } from './page-head.ts';
export { memoryStorage } from './memory-storage.ts';
export { savedAddress } from './address.ts';
export { servingStore } from './stores.ts';
export { serverRenderParcel } from './server-render.ts';
