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
export {
  PICKUP_HOUR,
  SHOP_TIME_ZONE,
  deliveryEstimate,
  deliveryModeFor,
  estimatedDelivery,
  formatDeliveryDay,
  formatDeliveryWindow,
  deliveryEstimateMessage,
  formatPickupHour,
  freightLine,
  orderCreationError,
  resultPageDeliveryDate,
  type DeliveryEstimate,
} from './delivery.ts';
export { addressCountryName, countryCodeOf, countryName } from './country-names.ts';
export { formatOrderNumber } from './order-number.ts';
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
