/** Pure business rules shared by the browser and the API (basket, promotions, delivery…). */
export { roundAmount } from './rounding.ts';
