import type { ApiErrorBody } from '../contract/platform.ts';

/** Any failed call. `messageKey` is what the UI shows (a translation key), never raw server text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  /** The JSON error answer as sent, for the fields some answers add (409 OUT_OF_STOCK's shortProducts); null when none. */
  readonly body: Record<string, unknown> | null;

  constructor(status: number, code: string, messageKey: string, message?: string, body: Record<string, unknown> | null = null) {
    super(message ?? `${status} ${code}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.body = body;
  }
}

/** Maps an HTTP failure to the message key the shopper sees (storefront §8, account §8). */
export function messageKeyFor(status: number, body: Partial<ApiErrorBody> | null): string {
  if (body?.messageKey) return body.messageKey;
  if (status === 0) return 'errors.network';
  if (status === 401) return 'errors.unauthorized';
  if (status === 404) return 'Error.1';
  if (status === 429) return 'errors.tooManyRequests';
  if (status === 503) return 'Error.3';
  return 'error_message';
}
