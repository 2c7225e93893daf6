/** Test fixtures shaped like the API's answers, for every package's tests. */
export { menuItem } from './menu.ts';
export { addLine, coupon, packBasket, pricingInput, pricingLine, promotion, quantities, sizeLine } from './basket.ts';
export { SCHEMA_ORG, nodesOfType, schemaOrgProblems } from './schema-org.ts';
export { parseHead, type ParsedHead } from './page-head.ts';
export { memoryStorage } from './memory-storage.ts';
