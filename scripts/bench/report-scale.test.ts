import { describe, expect, it } from 'vitest';
import { weighJson, withFullProducts } from './answer-bytes.ts';
import { load, run } from './fixtures.ts';
import { firstRewritten, type MigrationFile } from './migrations.ts';
import type { Phrase } from './phrases.ts';
import { pickProbePhrases, probeGroup, unaskedListingPaths } from './probes.ts';
import { renderMarkdown } from './report.ts';
import { answerSizesSection, catalogueLine, listingProbeParagraph, phrasesParagraph, timeGoesSection } from './report-scale.ts';
import { searchTargetName } from './targets.ts';
import { firstSectionSummary } from './time-goes.ts';
import type { AnswerSize, PhraseStats } from './types.ts';

const stats: PhraseStats = {
  available: 60_000,
  counts: { word: 300, 'two words': 59_700, typo: 50_000, accent: 14_000 },
  warmUp: 2_400,
  timed: 15_000,
  repeated: 0,
  languages: { it: 12_000, en: 3_000 },
  samples: ['lenzuòla lino', 'lenzoula'],
};

describe('issue 18 §2: bytes per answer', () => {
  it('weighs a JSON text raw, gzip and brotli (compressed smaller when it repeats itself)', () => {
    const text = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ productId: i, name: 'Lenzuolo in lino lavato' })));
    const bytes = weighJson(text);
    expect(bytes.raw).toBe(Buffer.byteLength(text));
    expect(bytes.gzip).toBeLessThan(bytes.raw / 3);
    expect(bytes.br).toBeLessThan(bytes.raw / 3);
  });

  it('"before" is the same page with each card replaced by its full product, in the same order', () => {
    const page = { products: { content: [{ productId: 2 }, { productId: 1 }, { productId: 3 }], totalElements: 3 }, filters: ['f'] };
    const full = [{ productId: 1, description: 'd1' }, { productId: 2, description: 'd2' }];
    // @ts-expect-error: cards and products reduced to what the swap looks at.
    const before = withFullProducts(page, full);
    expect(before).toEqual({ products: { content: [{ productId: 2, description: 'd2' }, { productId: 1, description: 'd1' }, { productId: 3 }], totalElements: 3 }, filters: ['f'] });
  });

  it('the table puts cards and full products side by side, with what was saved', () => {
    const sizes: AnswerSize[] = [
      { answer: 'listing /letto/lenzuola (24)', items: 24, cards: { raw: 24_000, gzip: 4_000, br: 3_000 }, full: { raw: 116_000, gzip: 16_000, br: 12_000 } },
      { answer: 'product by canonical URL', items: 1, cards: null, full: { raw: 5_000, gzip: 1_500, br: 1_200 } },
      { answer: 'search (12)', items: 0, cards: null, full: null, error: 'answered 500' },
    ];
    const section = answerSizesSection(sizes);
    expect(section).toContain('| answer | products | cards raw | cards gzip | cards br | full products raw | full products gzip | full products br | saved | note |');
    expect(section).toContain('| listing /letto/lenzuola (24) | 24 | 24.0 KB | 4.0 KB | 3.0 KB | 116.0 KB | 16.0 KB | 12.0 KB | 79% raw, 75% br |  |');
    expect(section).toContain('| product by canonical URL | 1 | — | — | — | 5.0 KB | 1.5 KB | 1.2 KB | — |  |');
    expect(section).toContain('answered 500');
    expect(section).toContain('gzip level 6, brotli quality 4');
    expect(answerSizesSection(undefined)).toMatch(/Not measured/);
  });
});

describe('issue 18 report: catalogue size, phrases, where the time goes', () => {
  it('states the catalogue size asked and the products held', () => {
    expect(catalogueLine(run({ catalogueSize: 500_000, products: 500_002 }))).toBe(
      'Catalogue: 500,000 products (--products), 500,002 in the bench database (gift cards included).',
    );
    expect(catalogueLine(run())).toBe('Products in the bench database: 50,000.');
  });

  it('names the search target by its phrases and says how many repeated', () => {
    expect(searchTargetName(15_000, 0)).toBe('search (15,000 phrases, none repeated)');
    expect(searchTargetName(60_000, 1_234)).toBe('search (60,000 phrases, 1,234 requests repeated one)');
    expect(searchTargetName(4, null)).toBe('search (4 phrases rotated)');
    const paragraph = phrasesParagraph(run({ load: [load({ phrases: stats })] }))!;
    expect(paragraph).toContain('60,000 distinct phrases');
    expect(paragraph).toContain('2,400 in the untimed warm-up, 15,000 in the timed run, of which 0 repeated');
    expect(paragraph).toContain('by language 3,000 en, 12,000 it');
    expect(paragraph).toContain('`lenzuòla lino`');
    expect(phrasesParagraph(run())).toMatch(/mostly cache hits/);
    const probed = phrasesParagraph(run({ load: [load({ phrases: { ...stats, probe: [{ group: 'typo, it', requests: 12, medianMs: 41.5, maxMs: 90, failures: 1 }] } })] }))!;
    expect(probed).toContain('typo, it median 41.5 ms, max 90.0 ms (12, 1 failed)');
  });

  it('quotes the first section of the findings doc, or says it is not written yet', () => {
    const doc = '# API performance\n\nIntro line.\n\n## Where the time goes\n\nThe listing spends 80% in the facet query.\nThe rest is JSON.\n\n| a | b |\n\n## Next\n\nmore';
    expect(firstSectionSummary(doc)).toBe('The listing spends 80% in the facet query.\nThe rest is JSON.');
    expect(firstSectionSummary('# Title\n\nOnly a paragraph.\n')).toBe('Only a paragraph.');
    expect(firstSectionSummary('')).toBeNull();
    const withDoc = run({ timeGoes: { doc: 'docs/api-performance.md', summary: 'The facet query.' } });
    expect(timeGoesSection(withDoc)).toContain('[docs/api-performance.md](../../docs/api-performance.md)');
    expect(timeGoesSection(withDoc)).toContain('> The facet query.');
    expect(timeGoesSection(run())).toMatch(/not written yet/);
    const markdown = renderMarkdown(withDoc);
    expect(markdown).toContain('## Bytes per answer (issue 18 §2)');
    expect(markdown).toContain('## Where the time goes (issue 18 §1)');
    expect(markdown).toContain('[cost-curve.md](cost-curve.md)');
  });
});

describe('search probe', () => {
  it('takes up to 12 unsent phrases of each group: clean or typo, Italian or another language', () => {
    const phrase = (text: string, language: string, typo: boolean): Phrase => ({ text, language, kinds: typo ? ['word', 'typo'] : ['word'] });
    const unused = [...Array.from({ length: 20 }, (_, i) => phrase(`lino${i}`, 'it', false)), phrase('lno', 'it', true), phrase('linen', 'en', false)];
    const groups = pickProbePhrases(unused);
    expect([...groups.keys()]).toEqual(['clean, it', 'clean, other languages', 'typo, it']);
    expect(groups.get('clean, it')).toHaveLength(12);
    expect(probeGroup(phrase('lenzoula', 'de', true))).toBe('typo, other languages');
  });

  it('listing pages never asked: pages 2-5 in each sort, the rest of the call kept', () => {
    const paths = unaskedListingPaths('/api/external/product/catalogue/menu/11?page=0&size=24&sort=ranking,asc', ['ranking,asc', 'price,desc']);
    expect(paths).toHaveLength(8);
    expect(paths[0]).toBe('/api/external/product/catalogue/menu/11?page=2&size=24&sort=ranking%2Casc');
    expect(paths[7]).toBe('/api/external/product/catalogue/menu/11?page=5&size=24&sort=price%2Cdesc');
    const probed = run({ load: [load({ name: 'listing /letto/lenzuola', kind: 'listing', probe: [{ group: 'pages never asked', requests: 12, medianMs: 30, maxMs: 55, failures: 0 }] })] });
    expect(listingProbeParagraph(probed)).toContain('listing /letto/lenzuola: pages never asked median 30.0 ms, max 55.0 ms (12)');
    expect(listingProbeParagraph(run())).toBeNull();
  });
});

describe('kept bench databases and rewritten migrations', () => {
  const files: MigrationFile[] = [
    { tag: '0017_x', when: 17, hash: 'a' },
    { tag: '0018_y', when: 18, hash: 'b' },
    { tag: '0019_z', when: 19, hash: 'c' },
  ];

  it('finds the first migration applied with other SQL than its file holds now', () => {
    expect(firstRewritten(files, [{ when: 17, hash: 'a' }, { when: 18, hash: 'OLD' }, { when: 19, hash: 'OLD' }])?.tag).toBe('0018_y');
    expect(firstRewritten(files, [{ when: 17, hash: 'a' }, { when: 18, hash: 'b' }])).toBeNull();
    // Not applied yet is not rewritten: drizzle applies it anyway.
    expect(firstRewritten(files, [{ when: 17, hash: 'a' }])).toBeNull();
  });
});
