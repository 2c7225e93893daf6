/** Test fixtures shaped like the API's answers, for every package's tests. */
export { menuItem } from './menu.ts';
export { addLine, coupon, packBasket, pricingInput, pricingLine, promotion, quantities, sizeLine } from './basket.ts';
