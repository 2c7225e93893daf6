/**
 * TRAMA_MODULE_REPLACEMENTS (issue 33 §4): a build of a remote in which one or more of its source
 * modules are swapped for other files, so the e2e journeys can publish a second, visibly different
 * build of a remote (a canary with a mark, a canary that throws) without a second copy of the remote.
 * The value is JSON, `{ "<path under the remote's src/>": "<absolute file>" }`, e.g.
 * `{ "features/product-list/components/sort-select.tsx": "/…/e2e/fixtures/canary-sort-select.tsx" }`.
 * Both the browser and the Node build apply it, so the server HTML and the hydrated page agree.
 *
 * Unset (every real build) = no plugin at all. A wrong value stops the build: a typo that quietly
 * built the original module would make a journey prove the wrong thing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parsed, checked value: absolute source file → absolute replacement file. */
export function parseModuleReplacements(dir: string, value: string | undefined): Map<string, string> {
  const replacements = new Map<string, string>();
  if (!value) return replacements;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('TRAMA_MODULE_REPLACEMENTS is not JSON: { "<path under src/>": "<absolute file>" }');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('TRAMA_MODULE_REPLACEMENTS is not a JSON object: { "<path under src/>": "<absolute file>" }');
  }
  const src = path.join(dir, 'src');
  for (const [relative, replacement] of Object.entries(parsed)) {
    const source = path.resolve(src, relative);
    if (path.isAbsolute(relative) || !source.startsWith(`${src}${path.sep}`)) {
      throw new Error(`TRAMA_MODULE_REPLACEMENTS: '${relative}' is not a path under ${src}`);
    }
    if (!existsSync(source)) throw new Error(`TRAMA_MODULE_REPLACEMENTS: ${source} does not exist`);
    if (typeof replacement !== 'string' || !path.isAbsolute(replacement)) {
      throw new Error(`TRAMA_MODULE_REPLACEMENTS: the replacement of '${relative}' is not an absolute path`);
    }
    if (!existsSync(replacement)) throw new Error(`TRAMA_MODULE_REPLACEMENTS: ${replacement} does not exist`);
    replacements.set(source, replacement);
  }
  return replacements;
}

/**
 * One NormalModuleReplacementPlugin per module, matching the resolved file exactly (after
 * resolution, whatever relative request named it). A replacement file resolves its own imports
 * from where it lies, so it names the remote's modules by relative paths into the remote's src/.
 */
export function moduleReplacementPlugins(dir: string, value: string | undefined = process.env.TRAMA_MODULE_REPLACEMENTS) {
  return [...parseModuleReplacements(dir, value)].map(
    ([source, replacement]) => new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(source)}$`), replacement),
  );
}
