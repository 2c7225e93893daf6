/**
 * Issue 32 §1: the seed's data files are checked when read; a wrong one stops the seed with a
 * message naming the file and the field, so a product owner finds the typo without reading code.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedData, SEED_DATA_DIR, TextsSchema } from './seed-data.ts';

const Schema = Type.Object({ pages: Type.Array(Type.Object({ id: Type.Integer(), title: TextsSchema }, { additionalProperties: false })) });

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A data folder holding one domain, "pages", with the given files. */
function domain(files: Record<string, unknown>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'trama-seed-data-'));
  mkdirSync(path.join(dir, 'pages'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'pages', name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const load = (folder: string) => () => loadSeedData('pages', Schema, folder);
const GOOD = {
  'data.json': { pages: [{ id: 1, title: '@pages.1.title' }] },
  'it.json': { 'pages.1.title': 'Chi siamo' },
  'en.json': { 'pages.1.title': 'About us' },
  'fr.json': { 'pages.1.title': 'À propos' },
};

describe('seed data files (issue 32 §1)', () => {
  it('[32.1] a text is read from each language file into { it, en, fr }', () => {
    expect(load(domain(GOOD))()).toEqual({ pages: [{ id: 1, title: { it: 'Chi siamo', en: 'About us', fr: 'À propos' } }] });
  });

  it('[32.1] a wrong field in data.json names the file and the field', () => {
    const folder = domain({ ...GOOD, 'data.json': { pages: [{ id: 'one', title: '@pages.1.title' }] } });
    expect(load(folder)).toThrow(/pages[/\\]data\.json \/pages\/0\/id: must be integer/);
  });

  it('[32.1] a wrong text in a language file names that file and the text key', () => {
    const folder = domain({ ...GOOD, 'en.json': { 'pages.1.title': 42 } });
    expect(load(folder)).toThrow(/pages[/\\]en\.json "pages\.1\.title".*must be string/);
  });

  it('[32.1] a text missing from a required language names the language file and the key', () => {
    const { 'en.json': _en, ...withoutEnglish } = GOOD;
    expect(load(domain(withoutEnglish))).toThrow(/pages[/\\]en\.json "pages\.1\.title".*is missing/);
  });

  it('[32.1] a key no field uses, a text missing in Italian and broken JSON are each named with their file', () => {
    expect(load(domain({ ...GOOD, 'fr.json': { 'pages.1.title': 'À propos', 'pages.1.titel': 'x' } }))).toThrow(/pages[/\\]fr\.json "pages\.1\.titel": no field/);
    expect(load(domain({ ...GOOD, 'data.json': { pages: [{ id: 1, title: '@pages.2.title' }] } }))).toThrow(/pages[/\\]data\.json \/pages\/0\/title: the text "pages\.2\.title" is missing from .*it\.json/);
    expect(load(domain({ ...GOOD, 'it.json': '{ "pages.1.title": "Chi siamo", }' }))).toThrow(/pages[/\\]it\.json: not valid JSON/);
  });

  it('[32.1] the shop\'s own files are named from the repository root (api/seed-data/…)', () => {
    expect(() => loadSeedData('return-reasons', Type.Object({ nothing: Type.String() }))).toThrow(/^api\/seed-data\/return-reasons\/data\.json \/nothing: is missing/);
    expect(SEED_DATA_DIR.endsWith(path.join('api', 'seed-data'))).toBe(true);
  });

  it('[32.1] every text folder of the shop holds the same keys in all five languages', () => {
    const folders = readdirSync(SEED_DATA_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'it.json')
      .map((file) => path.dirname(file));
    expect(folders.length).toBeGreaterThan(20);
    const keys = (folder: string, language: string) => Object.keys(JSON.parse(readFileSync(path.join(SEED_DATA_DIR, folder, `${language}.json`), 'utf8')) as object).sort();
    for (const folder of folders) {
      for (const language of ['en', 'fr', 'de', 'es']) expect(keys(folder, language), `${folder}/${language}.json`).toEqual(keys(folder, 'it'));
    }
  });
});
