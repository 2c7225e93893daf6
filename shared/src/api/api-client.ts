import {
  DEFAULT_BRAND_ID,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_PROMO_CLUSTER,
} from '../contract/constants.ts';
import type { ApiErrorBody } from '../contract/platform.ts';
import { ApiError, messageKeyFor } from './api-error.ts';

/** The request context the spec's public calls send as headers (storefront §7). */
export interface ApiContext {
  baseUrl: string;
  brandId: number;
  language: string;
  currency: string;
  country: string;
  promoCluster: string;
  token: string | null;
  /** How requests travel; the global fetch unless a server render gives its own. */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * Server render only: told every anonymous GET answer, under its `answerKey`, so the page can
   * carry the answers its browser needs to wake (`ApiClient.prime`, docs/rendering.md).
   */
  record?: (key: string, answer: unknown) => void;
}

/** An anonymous GET answer the page carries, so the browser does not ask for it again. */
export interface PrimedAnswer {
  key: string;
  answer: unknown;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Sends the bearer token; a secured call without one fails with 401 before any request. */
  secured?: boolean;
  /** Sends the bearer token when the shopper has one (calls that answer visitors too, e.g. discount validation). */
  withTokenIfAny?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type UnauthorizedListener = () => void;

/**
 * On the server one process renders many pages at once: the renderer installs this hook (an
 * AsyncLocalStorage lookup) so every call made while rendering a page speaks that page's language
 * to the API's own origin, whatever the shared client was configured with (docs/rendering.md).
 */
const SERVER_CONTEXT_KEY = Symbol.for('trama.api-server-context');
type ServerContextHook = () => Partial<ApiContext> | undefined;

function serverContext(): Partial<ApiContext> | undefined {
  return (globalThis as unknown as Record<symbol, ServerContextHook | undefined>)[SERVER_CONTEXT_KEY]?.();
}

export function installServerContext(hook: ServerContextHook): void {
  (globalThis as unknown as Record<symbol, ServerContextHook | undefined>)[SERVER_CONTEXT_KEY] = hook;
}

export class ApiClient {
  private context: ApiContext;
  private readonly unauthorizedListeners = new Set<UnauthorizedListener>();
  private readonly primed = new Map<string, string>();

  constructor(context: Partial<ApiContext> = {}) {
    this.context = {
      baseUrl: '',
      brandId: DEFAULT_BRAND_ID,
      language: DEFAULT_LANGUAGE,
      currency: DEFAULT_CURRENCY,
      country: DEFAULT_COUNTRY,
      promoCluster: DEFAULT_PROMO_CLUSTER,
      token: null,
      ...context,
    };
  }

  configure(patch: Partial<ApiContext>): void {
    this.context = { ...this.context, ...patch };
  }

  get currentContext(): Readonly<ApiContext> {
    const server = serverContext();
    return server ? { ...this.context, ...server } : this.context;
  }

  /** Called on any 401, so the shell can sign the shopper out cleanly. */
  onUnauthorized(listener: UnauthorizedListener): () => void {
    this.unauthorizedListeners.add(listener);
    return () => this.unauthorizedListeners.delete(listener);
  }

  url(path: string, query?: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    return `${this.currentContext.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  /**
   * Answers the server rendered with and the page carries (the registry, brand details, banner
   * labels: what waking needs). Each answers the first matching anonymous GET once, with no
   * request; later calls go to the network as ever. Kept as text: every caller gets its own copy.
   */
  prime(answers: readonly PrimedAnswer[]): void {
    for (const { key, answer } of answers) if (typeof key === 'string' && answer !== undefined) this.primed.set(key, JSON.stringify(answer));
  }

  /** What an anonymous GET is primed and recorded under: its language, path and query. */
  private answerKey(path: string, query: RequestOptions['query'], language: string | undefined): string {
    const url = this.url(path, query).slice(this.currentContext.baseUrl.length);
    return `${language ?? ''} ${url}`;
  }

  headers(secured: boolean, extra: Record<string, string> = {}): Record<string, string> {
    const c = this.currentContext;
    const headers: Record<string, string> = {
      accept: 'application/json',
      brand: String(c.brandId),
      language: c.language,
      currency: c.currency,
      country: c.country,
      promoCluster: c.promoCluster,
      ...extra,
    };
    if (secured && c.token) headers.authorization = `Bearer ${c.token}`;
    return headers;
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const secured = options.secured ?? false;
    const token = this.currentContext.token;
    if (secured && !token) throw this.fail(401, null, false);
    const sendsToken = (secured || options.withTokenIfAny === true) && token !== null;
    const headers = this.headers(sendsToken, options.headers);
    const anonymousGet = (options.method ?? 'GET') === 'GET' && options.body === undefined && !sendsToken;
    const key = anonymousGet ? this.answerKey(path, options.query, headers.language) : null;
    const primed = key === null ? undefined : this.primed.get(key);
    if (key !== null && primed !== undefined) {
      this.primed.delete(key);
      return JSON.parse(primed) as T;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      const send = this.currentContext.transport ?? fetch;
      response = await send(this.url(path, options.query), {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK_ERROR', messageKeyFor(0, null), String(error));
    }
    if (!response.ok) throw this.fail(response.status, await readJson<ApiErrorBody>(response), sendsToken);
    if (response.status === 204) return undefined as T;
    const answer = (await response.json()) as T;
    if (key !== null) this.currentContext.record?.(key, answer);
    return answer;
  }

  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'GET' });
  }

  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'POST', body });
  }

  /**
   * A 401 to a call that sent the token means the session is over: the listeners (the shell) sign
   * the shopper out. A 401 without a token (a wrong password) is only that call's failure.
   */
  private fail(status: number, body: ApiErrorBody | null, sentToken: boolean): ApiError {
    if (status === 401 && sentToken) for (const listener of this.unauthorizedListeners) listener();
    return new ApiError(status, body?.code ?? `HTTP_${status}`, messageKeyFor(status, body), body?.message, body as Record<string, unknown> | null);
  }
}

async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

const GLOBAL_KEY = Symbol.for('trama.api');

/** The page's one API client, configured by the shell (language, token), used by every remote. */
export function getApiClient(): ApiClient {
  const store = globalThis as unknown as Record<symbol, ApiClient | undefined>;
  store[GLOBAL_KEY] ??= new ApiClient();
  return store[GLOBAL_KEY];
}
