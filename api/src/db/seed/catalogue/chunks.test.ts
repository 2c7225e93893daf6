import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateCatalogue, generateCatalogueChunks, type Catalogue } from './generate.ts';
import { seedProgressLine } from './progress.ts';

const sha256 = (catalogue: Catalogue) => createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');

function concat(chunks: Iterable<Catalogue>): { whole: Catalogue; sizes: number[] } {
  const whole: Catalogue = { products: [], texts: [], sizes: [], composites: [] };
  const sizes: number[] = [];
  for (const chunk of chunks) {
    sizes.push(chunk.products.length);
    for (const p of chunk.products) whole.products.push(p);
    for (const t of chunk.texts) whole.texts.push(t);
    for (const s of chunk.sizes) whole.sizes.push(s);
    for (const c of chunk.composites) whole.composites.push(c);
  }
  return { whole, sizes };
}

describe('issue 18 §3: the catalogue seed streams in chunks', () => {
  it('the demo shop of 420 products is byte-identical to the one generated before streaming (API tests rely on it)', () => {
    // sha256 of JSON.stringify(generateCatalogue()) taken from the whole-catalogue generator, before chunks existed.
    expect(sha256(generateCatalogue())).toBe('d6ba630ffc49db5d287b6a314b20a57b41c28c28bd52c4bf32ee88c297a8d10c');
    expect(sha256(generateCatalogue(5_000))).toBe('680e1b6430496514fcfe7b64647c6a067a0bc142db22c0117bdbaa327b816445');
  });

  it('chunks of any size concatenate to the whole catalogue, none larger than asked', () => {
    const whole = generateCatalogue(5_000);
    for (const chunkSize of [1_000, 777, 4_999]) {
      const { whole: joined, sizes } = concat(generateCatalogueChunks(5_000, chunkSize));
      expect(joined).toEqual(whole);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(chunkSize);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(5_000);
    }
    expect(concat(generateCatalogueChunks(420, 7)).whole).toEqual(generateCatalogue());
  });

  it('a parure set travels in the chunk of its last item, so its composite rows point at written products', () => {
    const written = new Set<number>();
    for (const chunk of generateCatalogueChunks(2_000, 333)) {
      for (const p of chunk.products) written.add(p.productId);
      for (const c of chunk.composites) {
        expect(written.has(c.productId)).toBe(true);
        expect(written.has(c.compositeId)).toBe(true);
      }
      for (const row of [...chunk.texts, ...chunk.sizes]) expect(written.has(row.productId)).toBe(true);
    }
  });

  it('the last product keeps its German description unwritten (issue 17 §2) whatever the chunking', () => {
    const { whole } = concat(generateCatalogueChunks(1_000, 100));
    const last = whole.products.at(-1)!;
    expect(whole.texts.find((t) => t.productId === last.productId && t.language === 'de')?.description).toBe('');
    expect(new Set(whole.products.map((p) => p.ranking)).size).toBe(1_000);
  });

  it('no catalogue at all for 0 products, and a chunk size below 1 is refused', () => {
    expect([...generateCatalogueChunks(0)]).toEqual([]);
    expect(generateCatalogue(0)).toEqual({ products: [], texts: [], sizes: [], composites: [] });
    expect(() => [...generateCatalogueChunks(10, 0)]).toThrow(/chunkSize/);
  });

  it('progress lines say "seeded", how far and how long (the bench shows lines matching /seed/i)', () => {
    expect(seedProgressLine(120_000, 500_000, 41_200)).toBe('seeded 120,000 of 500,000 products (24%), 41 s');
    expect(seedProgressLine(500_000, 500_000, 300_000)).toBe('seeded 500,000 of 500,000 products (100%), 300 s');
    expect(seedProgressLine(0, 0, 0)).toMatch(/\(100%\)/);
  });
});
