/** Which bundle a script belongs to and the sums per bundle (pure). */
import type { BundleWeight, PageWeight } from './types.ts';

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

/** Each URL once: a script fetched twice is downloaded once on a real first load (cache). */
export function weighPage(name: PageWeight['name'], url: string, origin: string, files: ScriptFile[]): PageWeight {
  const seen = new Set<string>();
  const bundles: Record<string, BundleWeight> = {};
  const total = empty();
  for (const file of files) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    const bundle = bundleOf(file.url, origin);
    add((bundles[bundle] ??= empty()), file);
    add(total, file);
  }
  return { name, url, bundles, total };
}
