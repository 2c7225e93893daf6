/**
 * What the page loader prefetches once the page is idle (issue 30 §3), and in which order.
 */
import type { Language } from '@trama/shared/contract';
import type { DocumentParts } from './document.ts';
import type { PrefetchFiles } from './page-assets.ts';

/** The files of two parcels' first uses, each once. */
export function mergePrefetch(a: PrefetchFiles, b: PrefetchFiles | null): PrefetchFiles {
  return b ? { scripts: [...new Set([...a.scripts, ...b.scripts])], styles: [...new Set([...a.styles, ...b.styles])], later: [...new Set([...(a.later ?? []), ...(b.later ?? [])])] } : a;
}

/** `texts-<language>.<hash>.js` (common, shell) or `texts-<language>-<namespace>-json.<hash>.js`. */
const SHELL_TEXTS = /\/texts-([a-z]{2})(?:-([a-z]+)-json)?\./;

/**
 * The page loader's prefetch in two waves (issue 30 §3, §6). On a slow connection the browser
 * fetches a few files at a time, each costing a round trip: the first wave is what answers the
 * first tap — the stylesheets the header parcels wait for, the shell's start-up chunks, the page
 * language's texts of the remotes on the page, the parcels' entries and chunks — and only then the
 * rest (what loads after the first view, the parcels' later imports, the other slices' texts).
 */
export function prefetchWaves(
  start: { first: string[]; later: string[] } | undefined,
  parcels: PrefetchFiles,
  page: { language: Language; remotes: readonly string[]; inlined: readonly string[] },
): NonNullable<DocumentParts['prefetch']> {
  const first: string[] = [];
  const later: string[] = [...(start?.later ?? [])];
  for (const file of start?.first ?? []) {
    const texts = SHELL_TEXTS.exec(file);
    if (!texts) first.push(file);
    else if (texts[1] !== page.language) continue;
    else if (!texts[2] || page.remotes.includes(texts[2])) first.push(file);
    else later.push(file);
  }
  const scripts = [...first, ...parcels.scripts];
  return {
    scripts,
    styles: parcels.styles.filter((href) => !page.inlined.includes(href)),
    later: [...new Set([...later, ...(parcels.later ?? [])])].filter((file) => !scripts.includes(file)),
  };
}
