/** Which bundle a script belongs to and the sums per bundle and per shell / remote / shared (pure). */
import type { SharedChunks } from './chunks.ts';
import type { BundleWeight, PageName, PageWeight } from './types.ts';

export interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Remote files are deployed under /remotes/<name>/<buildId>/; every other same-origin script is the shell's. */
export function bundleOf(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  if (parsed.origin !== new URL(origin).origin) return `external ${parsed.host}`;
  const remote = /^\/remotes\/([^/]+)\//.exec(parsed.pathname);
  return remote ? remote[1]! : 'shell';
}

/** A script counts when its path ends in .js/.mjs (query ignored) or it is served as JavaScript. */
export function isScript(url: string, contentType: string | undefined): boolean {
  return /\.m?js$/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');
}

const empty = (): BundleWeight => ({ files: 0, rawBytes: 0, gzipBytes: 0 });

function add(into: BundleWeight, file: ScriptFile): void {
  into.files += 1;
  into.rawBytes += file.rawBytes;
  into.gzipBytes += file.gzipBytes;
}

/**
 * Each URL once: a script fetched twice is downloaded once on a real first load (cache).
 * A chunk listed in `sharedChunks` (by URL path) counts as shared, whichever build served it;
 * every other script counts as its build's own code. Scripts of another origin count in the
 * total and under their host only.
 */
export function weighPage(name: PageName, url: string, origin: string, files: ScriptFile[], sharedChunks: SharedChunks = {}): PageWeight {
  const seen = new Set<string>();
  const bundles: Record<string, BundleWeight> = {};
  const sharedFrom: Record<string, BundleWeight> = {};
  const packages = new Set<string>();
  const split = { shell: empty(), remote: empty(), shared: empty() };
  const total = empty();
  const listed: PageWeight['files'] = [];
  for (const file of files) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    const bundle = bundleOf(file.url, origin);
    const parsed = new URL(file.url, origin);
    const shared = parsed.origin === new URL(origin).origin ? sharedChunks[parsed.pathname] : undefined;
    if (shared) {
      add((sharedFrom[bundle] ??= empty()), file);
      add(split.shared, file);
      for (const pkg of shared) packages.add(pkg);
    } else {
      add((bundles[bundle] ??= empty()), file);
      if (bundle === 'shell') add(split.shell, file);
      else if (!bundle.startsWith('external ')) add(split.remote, file);
    }
    add(total, file);
    const pathOf = parsed.origin === new URL(origin).origin ? parsed.pathname : parsed.href;
    listed.push(shared ? { path: pathOf, build: bundle, shared, gzipBytes: file.gzipBytes } : { path: pathOf, build: bundle, gzipBytes: file.gzipBytes });
  }
  return { name, url, bundles, split, sharedFrom, sharedPackages: [...packages].sort(), total, files: listed };
}

/**
 * Splits a page's scripts at the shell's first-view mark: what was requested before it is the
 * first load (weighed as above), the rest came after the first view. `later` holds the URLs the
 * page's Resource Timing shows starting at or after the mark; null = no mark, all first-load.
 */
export function weighPageByFirstView(
  name: PageName,
  url: string,
  origin: string,
  files: ScriptFile[],
  later: Set<string> | null,
  sharedChunks: SharedChunks = {},
): PageWeight {
  if (!later) return weighPage(name, url, origin, files, sharedChunks);
  const first = files.filter((file) => !later.has(file.url));
  const rest = files.filter((file) => later.has(file.url));
  const weight = weighPage(name, url, origin, first, sharedChunks);
  const seen = new Set(first.map((file) => file.url));
  const total = empty();
  const listed: NonNullable<PageWeight['afterFirstView']>['files'] = [];
  for (const file of rest) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    add(total, file);
    const parsed = new URL(file.url, origin);
    listed.push({ path: parsed.origin === new URL(origin).origin ? parsed.pathname : parsed.href, build: bundleOf(file.url, origin), gzipBytes: file.gzipBytes });
  }
  return { ...weight, afterFirstView: { total, files: listed } };
}
