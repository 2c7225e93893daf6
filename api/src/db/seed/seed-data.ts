/**
 * Issue 32 §1: the demo shop's content lives in JSON files under api/seed-data/<domain>/, not in
 * TypeScript, so a product owner changes a text without reading code (docs/content-data.md).
 *
 * A domain folder holds `data.json` (the shape: ids, paths, photos, prices) and one file per shop
 * language (`it.json`, `en.json`, …) mapping a text key to that language's text. In data.json a
 * translated field is written "@<key>"; the loader replaces it by { it, en, fr, de, es } with the
 * languages whose file has the key (a language without it falls back to Italian at seed time).
 * Then the whole value is checked with TypeBox, and a wrong file stops the seed naming the file
 * and the field, e.g. `api/seed-data/menu/en.json "pages.70.label": must be string`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { SEED_LANGUAGES } from './texts.ts';

/** The data folder: api/seed-data (beside src, so it is no module and holds no code). */
export const SEED_DATA_DIR = path.resolve(import.meta.dirname, '../../../seed-data');

/** A translated text: Italian and English always, the other languages when written. */
export const TextsSchema = Type.Object(
  { it: Type.String(), en: Type.String(), fr: Type.Optional(Type.String()), de: Type.Optional(Type.String()), es: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** A value written in every shop language (a word list, a care table): each language's own. */
export const inEveryLanguageSchema = <T extends TSchema>(item: T) =>
  Type.Object({ it: item, en: item, fr: item, de: item, es: item }, { additionalProperties: false });

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

const TEXT_REF = /^@(.+)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function readJson(file: string): Json {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw new SeedDataError(`${relative(file)}: cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(source) as Json;
  } catch (error) {
    throw new SeedDataError(`${relative(file)}: not valid JSON (${(error as Error).message})`);
  }
}

/** A file's name as the repository spells it (api/seed-data/…), or its full path outside it. */
function relative(file: string): string {
  const name = path.relative(path.resolve(SEED_DATA_DIR, '../..'), file);
  return name.startsWith('..') ? file : name;
}

const pointer = (segments: (string | number)[]) => segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * Reads api/seed-data/<domain>/, resolves its texts and checks it against `schema`; throws a
 * SeedDataError naming the file and the field when anything is wrong. `dir` is for tests.
 */
export function loadSeedData<S extends TSchema>(domain: string, schema: S, dir = SEED_DATA_DIR): Static<S> {
  const folder = path.join(dir, domain);
  const dataFile = path.join(folder, 'data.json');
  const data = readJson(dataFile);

  const texts = new Map<string, Record<string, Json>>();
  for (const language of SEED_LANGUAGES) {
    const file = path.join(folder, `${language}.json`);
    if (!existsSync(file)) continue;
    const map = readJson(file);
    if (map === null || typeof map !== 'object' || Array.isArray(map)) throw new SeedDataError(`${relative(file)}: must be an object of "key": text`);
    texts.set(language, map);
  }

  // Where each resolved text sits (JSON pointer in data.json) → its key, to name the language file in errors.
  const refs = new Map<string, string>();
  const used = new Set<string>();
  const resolve = (value: Json, at: (string | number)[]): Json => {
    if (typeof value === 'string') {
      const key = TEXT_REF.exec(value)?.[1];
      if (key === undefined) return value;
      if (!texts.get('it') || !(key in texts.get('it')!)) {
        throw new SeedDataError(`${relative(dataFile)} ${pointer(at)}: the text "${key}" is missing from ${relative(path.join(folder, 'it.json'))}`);
      }
      used.add(key);
      refs.set(pointer(at), key);
      const resolved: Record<string, Json> = {};
      for (const language of SEED_LANGUAGES) {
        const map = texts.get(language);
        if (map && key in map) resolved[language] = map[key]!;
      }
      return resolved;
    }
    if (Array.isArray(value)) return value.map((item, i) => resolve(item, [...at, i]));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, [...at, k])]));
    return value;
  };
  const resolved = resolve(data, []);

  // A key no field uses is a typo or a leftover: say so rather than silently ignoring the text.
  for (const [language, map] of texts) {
    for (const key of Object.keys(map)) {
      if (!used.has(key)) throw new SeedDataError(`${relative(path.join(folder, `${language}.json`))} "${key}": no field of ${relative(dataFile)} uses this text (write "@${key}" there, or remove it)`);
    }
  }

  if (!Value.Check(schema, resolved)) {
    const errors = [...Value.Errors(schema, resolved)];
    // The deepest error says the most (a wrong field rather than "its parent does not match").
    const error = errors.sort((a, b) => b.instancePath.length - a.instancePath.length)[0]!;
    // A missing property is reported on its parent: point at the property itself.
    const missing = error.keyword === 'required' ? (error.params as { requiredProperties?: string[] }).requiredProperties?.[0] : undefined;
    const at = missing === undefined ? error.instancePath : `${error.instancePath}${pointer([missing])}`;
    throw new SeedDataError(where(at, refs, folder, dataFile) + `: ${missing === undefined ? error.message : 'is missing'}`);
  }
  return resolved as Static<S>;
}

/** The file and field an error's path points at: a language file's key when it lies inside a resolved text. */
function where(instancePath: string, refs: Map<string, string>, folder: string, dataFile: string): string {
  for (const [at, key] of refs) {
    if (!instancePath.startsWith(`${at}/`) && instancePath !== at) continue;
    const rest = instancePath.slice(at.length).split('/').filter(Boolean);
    const language = rest[0];
    if (language && (SEED_LANGUAGES as readonly string[]).includes(language)) {
      const inner = rest.slice(1).length ? ` ${pointer(rest.slice(1))}` : '';
      return `${relative(path.join(folder, `${language}.json`))} "${key}"${inner} (used at ${relative(dataFile)} ${at})`;
    }
    return `${relative(dataFile)} ${at} (the text "${key}")`;
  }
  return `${relative(dataFile)} ${instancePath || '/'}`;
}
