export {
  ADDRESS_COUNTRIES,
  ADDRESS_LIMITS,
  ITALIAN_PROVINCES,
  defaultCountryFor,
  normalizeAddress,
  sanitizeAddressText,
  shippingCountryAllowed,
  splitName,
  validateAddress,
  type AddressCountry,
  type AddressField,
} from './address.ts';
export { deliveryModeFor, estimatedDelivery, freightLine, orderCreationError, resultPageDeliveryDate } from './delivery.ts';
export { canRedeemLoyalty, convertiblePoints, loyaltyConversion } from './loyalty.ts';
export {
  ORDER_STATUS_CODES,
  PAID_STATUSES,
  RETURNABLE_STATUSES,
  confirmationView,
  purchaseTax,
  statusAfterPayment,
  type ConfirmationView,
} from './order-status.ts';
