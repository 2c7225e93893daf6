export { ApiClient, getApiClient, installServerContext, type ApiContext, type RequestOptions } from './api-client.ts';
export { ApiError, messageKeyFor } from './api-error.ts';
export * from './endpoints.ts';
export * from './basket-endpoints.ts';
export * from './auth-endpoints.ts';
export * from './checkout-endpoints.ts';
export * from './payment-endpoints.ts';
export * from './account-endpoints.ts';
