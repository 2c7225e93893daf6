import { ApiError } from '@trama/shared/api';

/** The key the shopper reads: the API's own message key when it has one, else `fallback`. */
export function messageKeyOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.messageKey === 'error_message' || error.messageKey === 'Error.1' ? fallback : error.messageKey;
}
