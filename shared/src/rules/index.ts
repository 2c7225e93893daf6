/** Pure business rules shared by the browser and the API (basket, promotions, delivery…). */
export { roundAmount } from './rounding.ts';
export { MAX_EMAIL_LENGTH, isValidEmail } from './email.ts';
