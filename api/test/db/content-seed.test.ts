/**
 * Issue 17 §1: the seed writes every shopper-facing content text in the five languages, with the
 * same grid shape in each; a text left out of a language would be Italian, never English.
 */
import { describe, expect, it } from 'vitest';
import { EDITORIAL_GRIDS } from '../../src/db/seed/content-editorial.ts';
import { HOME_GRID } from '../../src/db/seed/content-home.ts';
import { STATIC_GRIDS } from '../../src/db/seed/content-static.ts';
import { LABEL_ROWS } from '../../src/db/seed/brands.ts';
import { SEED_LANGUAGES, textIn } from '../../src/db/seed/texts.ts';

const GRIDS = [HOME_GRID, ...EDITORIAL_GRIDS, ...STATIC_GRIDS];

describe('content seed (issue 17 §1)', () => {
  it('issue 17 §1 a text missing in a language is taken from the Italian, never the English', () => {
    expect(textIn({ it: 'Lenzuola', en: 'Sheets' }, 'fr')).toBe('Lenzuola');
    expect(textIn({ it: 'Lenzuola', en: 'Sheets', de: 'Bettlaken' }, 'de')).toBe('Bettlaken');
  });

  it('issue 17 §1 every translated field of every grid has a row in each of the five languages', () => {
    for (const grid of GRIDS) {
      const fields = new Map<string, Set<string>>();
      for (const item of grid.items) {
        if (item.language === null || item.language === undefined) continue;
        const key = `${item.section}.${item.widget}.${item.position}`;
        fields.set(key, (fields.get(key) ?? new Set()).add(item.language));
      }
      expect(fields.size, grid.name).toBeGreaterThan(0);
      for (const [key, languages] of fields) expect([...languages].sort(), `${grid.name} ${key}`).toEqual([...SEED_LANGUAGES].sort());
    }
  });

  it('issue 17 §1 the banner strip is written in each language, none a copy of another', () => {
    for (const labelType of ['BANNER1', 'BANNER2', 'BANNER3', 'PROMOTION']) {
      const labels = LABEL_ROWS.filter((row) => row.labelType === labelType).map((row) => row.label);
      expect(new Set(labels).size, labelType).toBe(SEED_LANGUAGES.length);
    }
  });
});
