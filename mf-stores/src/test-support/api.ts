import { getApiClient } from '@trama/shared/api';

type Answer = { status: number; body: unknown };
type Route = (url: URL) => Answer;

/**
 * Answers the page's API client at the transport level (ApiContext.transport): each request is
 * matched by its path; anything else answers 404. Returns the URLs asked, in order.
 */
export function answerApi(routes: Record<string, Route | Answer>): URL[] {
  const asked: URL[] = [];
  getApiClient().configure({
    transport: async (url) => {
      const parsed = new URL(url, 'http://shop.test');
      asked.push(parsed);
      const route = routes[parsed.pathname];
      const { status, body } = typeof route === 'function' ? route(parsed) : (route ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'no route' } });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return asked;
}

export function resetApi(): void {
  getApiClient().configure({ transport: undefined, country: 'IT' });
}

export const BRAND_STORES_PATH = '/api/external/stores/stores-by-brand-id';
export const NEAREST_PATH = '/storeservice/api/external/store/nearest';
