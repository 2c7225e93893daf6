/**
 * Test helpers at the network boundary only: fetch is replaced, everything above it (API client,
 * grouping, components, bus) runs for real.
 */
import { vi } from 'vitest';
import type { ContentItem } from '@trama/shared/contract';
import { getBus } from '@trama/shared/bus';

export type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch; each call is answered by `route`. Returns the mock to read the calls from. */
export function stubFetch(route: Route) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(route(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Answers GET /api/external/content/grid/{id} from a map; other grids are 404. */
export function stubGrids(grids: Record<number, ContentItem[] | Response>) {
  return stubFetch((url) => {
    const match = /\/api\/external\/content\/grid\/(\d+)$/.exec(url.pathname);
    const grid = match ? grids[Number(match[1])] : undefined;
    if (grid instanceof Response) return grid;
    return grid ? json(grid) : json({ statusCode: 404, code: 'NOT_FOUND', message: 'no grid' }, 404);
  });
}

/** Records every bus `navigate` command, answering it like the shell router would. */
export function recordNavigation() {
  const seen: { to: string; replace?: boolean }[] = [];
  const off = getBus().handle('navigate', (payload) => {
    seen.push(payload);
  });
  return { seen, off };
}

let position = 0;
/** A CMS item with sensible defaults. */
export function item(section: number, widget: number, name: string, value: string, extra: Partial<ContentItem> = {}): ContentItem {
  position += 1;
  return {
    section,
    widget,
    position,
    type: /photo/i.test(name) ? 'PHOTO' : 'TEXT',
    name,
    value,
    altText: null,
    menuHref: null,
    ...extra,
  };
}

/**
 * A CMS section as an editor fills it: one object a widget (numbered from 1), its fields by name in
 * the order they are entered.
 */
export function section(number: number, ...widgets: Record<string, string>[]): ContentItem[] {
  return widgets.flatMap((fields, index) => Object.entries(fields).map(([name, value]) => item(number, index + 1, name, value)));
}

/** Link widgets of a section, one a link (label → menu href), numbered from `firstWidget`. */
export function linkWidgets(number: number, links: Record<string, string>, firstWidget = 1): ContentItem[] {
  return Object.entries(links).map(([label, menuHref], index) => item(number, firstWidget + index, 'Link', label, { menuHref }));
}
