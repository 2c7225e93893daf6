/**
 * What a page loads and why (issue 13): each request of a Lighthouse load named by what it is
 * for, from its URL path and the builds' manifests (pure).
 */
import type { SharedChunks } from './chunks.ts';
import type { PageRequest } from './types.ts';

export interface RequestContext {
  /** Origin the page is served from; other origins are 'external'. */
  origin: string;
  /** Share-scope chunks by served URL path (→ packages), from loadSharedChunks. */
  sharedChunks: SharedChunks;
  /** Chunks of the remotes' exposed parcels by served URL path (→ exposes), from loadExposedChunks. */
  exposedChunks: SharedChunks;
  /** Parcels this page loads ('catalogue/ProductPage'): a chunk is named by those of them that need it. */
  loadedParcels?: ReadonlySet<string>;
}

const IMAGE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;
const FONT = /\.(?:woff2?|ttf|otf|eot)$/i;
/** Deployed remote files: /remotes/<name>/<build id>/<file>. */
const REMOTE = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/;
/** The shell's entry chunk: the script index.html names (main.<hash>.js). */
const SHELL_ENTRY = /^\/main[.-][^/]*\.m?js$/;

/** 'A, B' or 'A, B +3': a long list of packages or parcels kept to one table cell. */
function names(list: readonly string[], keep = 3): string {
  return list.length > keep ? `${list.slice(0, keep).join(', ')} +${list.length - keep}` : list.join(', ');
}

/** One short reason per request: shell entry, remote entry of catalogue, shared library (react-dom), API call (/api/…), … */
export function whyRequested(request: Pick<PageRequest, 'url' | 'resourceType'>, context: RequestContext): string {
  if (request.url.startsWith('data:')) return 'inline data';
  const url = new URL(request.url, context.origin);
  if (request.resourceType === 'Document') return 'page HTML';
  if (url.origin !== new URL(context.origin).origin) return `external (${url.host})`;
  const file = url.pathname;
  if (file.startsWith('/api/')) return `API call (${file})`;
  if (file.startsWith('/ofrep/')) return `feature flags (${file})`;
  const shared = context.sharedChunks[file];
  if (shared) return `shared library (${names(shared)})`;
  const isCss = request.resourceType === 'Stylesheet' || file.endsWith('.css');
  const isScript = request.resourceType === 'Script' || /\.m?js$/.test(file);
  const remote = REMOTE.exec(file);
  if (remote) {
    const [, name, rest] = remote as unknown as [string, string, string];
    if (rest === 'remoteEntry.js') return `remote entry of ${name}`;
    if (rest.endsWith('mf-manifest.json')) return `manifest of ${name}`;
    const expose = /^__federation_expose_([^./]+)/.exec(rest);
    if (expose) return `exposed parcel ${expose[1]} of ${name}`;
    if (isCss) return `stylesheet of ${name}`;
    const parcels = context.exposedChunks[file];
    if (parcels) {
      const onPage = parcels.filter((parcel) => context.loadedParcels?.has(`${name}/${parcel}`));
      return `chunk of ${name} for ${names(onPage.length ? onPage : parcels, 2)}`;
    }
    if (isScript) return `chunk of ${name}`;
  } else if (isScript) {
    return SHELL_ENTRY.test(file) ? 'shell entry' : 'shell chunk';
  } else if (isCss) {
    return 'stylesheet';
  }
  if (request.resourceType === 'Image' || IMAGE.test(file)) return 'image';
  if (request.resourceType === 'Font' || FONT.test(file)) return 'font';
  if (request.resourceType === 'Fetch' || request.resourceType === 'XHR') return `call (${file})`;
  return request.resourceType ? request.resourceType.toLowerCase() : 'other';
}

/** 'catalogue/ProductPage' for each exposed parcel the requests load. */
export function parcelsLoaded(requests: readonly Pick<PageRequest, 'url'>[], origin: string): Set<string> {
  const parcels = new Set<string>();
  for (const { url } of requests) {
    if (url.startsWith('data:')) continue;
    const match = /^\/remotes\/([^/]+)\/[^/]+\/__federation_expose_([^./]+)/.exec(new URL(url, origin).pathname);
    if (match) parcels.add(`${match[1]}/${match[2]}`);
  }
  return parcels;
}

/** Every request of one page load with its reason. */
export function explainRequests(requests: readonly PageRequest[], context: RequestContext): PageRequest[] {
  const withParcels = { ...context, loadedParcels: parcelsLoaded(requests, context.origin) };
  return requests.map((request) => ({ ...request, why: whyRequested(request, withParcels) }));
}

/**
 * A URL short enough for a table cell: the path (and query) on the page's origin, host and path
 * elsewhere; a remote's build id becomes '…'; past `max` characters the middle is cut.
 */
export function shortenUrl(raw: string, origin: string, max = 72): string {
  if (raw.startsWith('data:')) return `${raw.slice(0, 24)}…`;
  const url = new URL(raw, origin);
  const local = url.origin === new URL(origin).origin;
  const pathname = url.pathname.replace(/^(\/remotes\/[^/]+\/)[^/]+\//, '$1…/');
  const text = `${local ? '' : url.host}${pathname}${url.search}`;
  if (text.length <= max) return text;
  const head = Math.ceil((max - 1) / 2);
  return `${text.slice(0, head)}…${text.slice(text.length - (max - 1 - head))}`;
}
