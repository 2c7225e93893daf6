/** The shell's built files that every rendered page uses (docs/rendering.md): index.html, stylesheets, texts, first-use chunks. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SHELL_STYLES = /^shell-styles\.[0-9a-f]+\.css$/;
const SHELL_TEXTS = /^texts-([a-z]{2})\.[0-9a-f]+\.js$/;

/**
 * The shell's index.html and stylesheets, read again when index.html changes (checked at most
 * once a second): `npm run build -- shell` gives new hashed names. (A new renderer — the
 * shell's server build — needs a restart of the API.) The stylesheets are inlined in the page
 * (`styles`); one that could close a <style> element stays a link (`stylesheets`).
 */
export function shellFiles(shellDist: string): {
  page: () => string;
  stylesheets: () => string[];
  styles: () => string[];
  inlinedStylesheets: () => string[];
  textsScripts: () => Partial<Record<string, string>>;
  startScripts: () => { first: string[]; later: string[] };
} {
  const file = path.join(shellDist, 'index.html');
  const read = () => {
    const names = readdirSync(shellDist).filter((name) => SHELL_STYLES.test(name));
    const linked: string[] = [];
    const inlined: string[] = [];
    const inlinedNames: string[] = [];
    for (const name of names) {
      const css = readFileSync(path.join(shellDist, name), 'utf8');
      if (/<\/style/i.test(css)) linked.push(`/${name}`);
      else {
        inlined.push(css);
        inlinedNames.push(`/${name}`);
      }
    }
    // The dictionary chunk of each language (shell/rspack.config.ts names them texts-<language>).
    const texts: Partial<Record<string, string>> = {};
    for (const name of readdirSync(shellDist)) {
      const match = SHELL_TEXTS.exec(name);
      if (match?.[1]) texts[match[1]] = `/${name}`;
    }
    const modified = statSync(file).mtimeMs;
    return { page: readFileSync(file, 'utf8'), stylesheets: linked, styles: inlined, inlinedStylesheets: inlinedNames, textsScripts: texts, startScripts: readStartScripts(shellDist), modified };
  };
  let current = read();
  let checked = performance.now();
  const fresh = () => {
    if (performance.now() - checked >= 1000) {
      checked = performance.now();
      try {
        if (statSync(file).mtimeMs !== current.modified) current = read();
      } catch {
        // Mid-rebuild: keep the last good files.
      }
    }
    return current;
  };
  return {
    page: () => fresh().page,
    stylesheets: () => fresh().stylesheets,
    styles: () => fresh().styles,
    inlinedStylesheets: () => fresh().inlinedStylesheets,
    textsScripts: () => fresh().textsScripts,
    startScripts: () => fresh().startScripts,
  };
}

/**
 * The shell's first-use chunks (scripts/rspack/start-chunks-plugin.ts): `first` and `later`
 * waves; a build from before the waves (one list) is all `first`; none from an older build.
 */
function readStartScripts(shellDist: string): { first: string[]; later: string[] } {
  const files = (value: unknown) => (Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && file.startsWith('/')) : []);
  try {
    const json: unknown = JSON.parse(readFileSync(path.join(shellDist, 'start-chunks.json'), 'utf8'));
    if (Array.isArray(json)) return { first: files(json), later: [] };
    const waves = (json ?? {}) as { first?: unknown; later?: unknown };
    return { first: files(waves.first), later: files(waves.later) };
  } catch {
    return { first: [], later: [] };
  }
}
