/**
 * Errors a service throws on purpose. The errors plugin turns them into an ApiErrorBody with
 * the same status and stable code; anything else becomes a logged 500 INTERNAL_ERROR.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly messageKey: string | undefined;
  /** Extra fields sent beside the ApiErrorBody (OFREP's key / errorCode / errorDetails). */
  readonly extra: Record<string, unknown> | undefined;
  /** Response headers the answer needs (Retry-After of a 429). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { messageKey?: string; extra?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.messageKey = options.messageKey;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export const notFound = (code: string, message: string, messageKey?: string) =>
  new AppError(404, code, message, { messageKey });

export const badRequest = (code: string, message: string, messageKey?: string) =>
  new AppError(400, code, message, { messageKey });

export const unavailable = (code: string, message: string, cause?: unknown) =>
  new AppError(503, code, message, { cause });

export const unauthorized = (code: string, message: string, messageKey?: string) =>
  new AppError(401, code, message, { messageKey });
