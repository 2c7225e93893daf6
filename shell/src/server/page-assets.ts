/**
 * What the browser needs at once for a server-rendered remote page, read from that remote's
 * browser manifest (same build id as its server code): its stylesheet, inlined so the page does
 * not jump when the parcel arrives and a slow or hanging remote origin cannot block the page's
 * first paint; and its entry and parcel chunk, preloaded so they download in parallel with the
 * shell instead of after it.
 */
import type { RendererOptions } from './types.ts';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

export interface PageAssets {
  /** The stylesheets' text, for <style> (a stylesheet that cannot be inlined stays a link). */
  styles: string[];
  /** The hrefs of the stylesheets `styles` holds. */
  inlined: string[];
  stylesheets: string[];
  scripts: string[];
}

const manifests = new Map<string, Promise<Manifest | null>>();
/** Stylesheets by URL: content-hashed names, so an answer is kept. */
const stylesheetTexts = new Map<string, Promise<string | null>>();

async function stylesheetText(url: string, options: Pick<RendererOptions, 'fetch' | 'log'>): Promise<string | null> {
  let text = stylesheetTexts.get(url);
  if (!text) {
    text = options
      .fetch(url)
      .then((response) => (response.ok ? response.text() : null))
      // A stylesheet that could close the <style> element is linked instead.
      .then((css) => (css === null || /<\/style/i.test(css) ? null : css))
      .catch(() => null);
    text.then((css) => css === null && stylesheetTexts.delete(url), () => undefined);
    stylesheetTexts.set(url, text);
  }
  return text;
}

async function manifestOf(url: string, options: Pick<RendererOptions, 'fetch' | 'log'>): Promise<Manifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    // Build ids are content hashes: a manifest URL never changes its answer, so it is kept.
    manifest = options
      .fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
      .catch((error: unknown) => {
        options.log?.(`manifest ${url}`, error);
        manifests.delete(url);
        return null;
      });
    manifests.set(url, manifest);
  }
  return manifest;
}

export async function pageAssets(
  remote: string,
  parcel: string,
  options: Pick<RendererOptions, 'fetch' | 'log' | 'registry' | 'origin'>,
): Promise<PageAssets | null> {
  const entry = (await options.registry()).remotes.find((r) => r.name === remote && r.enabled);
  if (!entry) return null;
  const manifestUrl = new URL(entry.manifestUrl, `${options.origin}/`);
  const manifest = await manifestOf(manifestUrl.href, options);
  const exposed = manifest?.exposes.find((e) => e.name === parcel);
  if (!manifest || !exposed) return null;
  // Root-relative when the manifest is ours, absolute when a CDN serves the remote.
  const base = new URL('.', manifestUrl);
  const href = (file: string) => {
    const url = new URL(file, base);
    return url.origin === options.origin ? url.pathname : url.href;
  };
  const remoteEntry = `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`;
  const styles: string[] = [];
  const stylesheets: string[] = [];
  const inlined: string[] = [];
  for (const file of exposed.assets.css.sync) {
    const css = await stylesheetText(new URL(file, base).href, options);
    if (css === null) stylesheets.push(href(file));
    else {
      styles.push(css);
      inlined.push(href(file));
    }
  }
  return { styles, stylesheets, inlined, scripts: [href(remoteEntry), ...exposed.assets.js.sync.map(href)] };
}

/** A remote's texts chunk (`texts-<language>.<hash>.js`, `texts-<language>-<area>-json.<hash>.js`: docs/languages.md). */
const TEXTS_CHUNK = /(^|\/)texts-([a-z]{2})[.-]/;

export interface PrefetchFiles {
  scripts: string[];
  styles: string[];
  /** What the parcels import later (their async chunks: sliders, popups): the second wave. */
  later?: string[];
}

/**
 * What a parcel's first use loads, from its remote's browser manifest (issue 30 §3): the remote's
 * entry, the parcel's chunks and its stylesheet, then (`later`) those it imports after it has
 * drawn (but its copy of the texts): its hydration, the first view, waits only for the first. The page loader prefetches them once the page has loaded and the network is idle.
 * A remote that is off, or whose manifest cannot be read, adds nothing.
 */
export async function parcelPrefetch(
  parcels: readonly { remote: string; parcel: string }[],
  options: Pick<RendererOptions, 'fetch' | 'log' | 'registry' | 'origin'>,
): Promise<PrefetchFiles> {
  const registry = await options.registry();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const later = new Set<string>();
  await Promise.all(
    parcels.map(async ({ remote, parcel }) => {
      const entry = registry.remotes.find((r) => r.name === remote && r.enabled);
      if (!entry) return;
      const manifestUrl = new URL(entry.manifestUrl, `${options.origin}/`);
      const manifest = await manifestOf(manifestUrl.href, options);
      const exposed = manifest?.exposes.find((e) => e.name === parcel);
      if (!manifest || !exposed) return;
      const base = new URL('.', manifestUrl);
      const href = (file: string) => {
        const url = new URL(file, base);
        return url.origin === options.origin ? url.pathname : url.href;
      };
      // A remote's texts chunks are its own copy of the contract's dictionaries, run only when the
      // shell's differ (another contract version): the shell serves the texts. Another parcel's
      // own module (a lazy import) is not this use's either. Each file left out is one request
      // less queued before the ones that answer the first tap.
      const notTexts = (file: string) => !TEXTS_CHUNK.test(file);
      const otherParcel = (file: string) => file.includes('__federation_expose_') && !exposed.assets.js.sync.includes(file);
      scripts.add(href(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`));
      for (const file of exposed.assets.js.sync) if (notTexts(file)) scripts.add(href(file));
      for (const file of exposed.assets.js.async ?? []) if (notTexts(file) && !otherParcel(file)) later.add(href(file));
      for (const file of exposed.assets.css.sync) styles.add(href(file));
    }),
  );
  return { scripts: [...scripts], styles: [...styles], later: [...later].filter((file) => !scripts.has(file)) };
}

/**
 * Issue 30 §5: the stylesheets of the foreign parcels the server rendered inside the page (the
 * home's recommended slider is the catalogue's) are inlined too, so their HTML is laid out before
 * any script runs. Each file once; their scripts are not the page's first use, they load as before.
 */
export function withForeignStyles(page: PageAssets | null, foreign: (PageAssets | null)[]): PageAssets | null {
  if (!page) return null;
  const merged: PageAssets = { styles: [...page.styles], inlined: [...page.inlined], stylesheets: [...page.stylesheets], scripts: page.scripts };
  for (const assets of foreign) {
    if (!assets) continue;
    assets.inlined.forEach((href, index) => {
      if (merged.inlined.includes(href)) return;
      merged.inlined.push(href);
      merged.styles.push(assets.styles[index]!);
    });
    for (const href of assets.stylesheets) if (!merged.stylesheets.includes(href)) merged.stylesheets.push(href);
  }
  return merged;
}
