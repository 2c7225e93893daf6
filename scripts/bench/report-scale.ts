/** The issue 18 parts of a run's report: catalogue size, search phrases, bytes per answer, where the time goes (pure). */
import { formatKb, formatMs, isSkipped } from './budgets.ts';
import { table } from '../lib/report-markdown.ts';
import type { AnswerBytes, AnswerSize, BenchRun } from './types.ts';


/** 'Catalogue: 50,000 products asked (--products), 50,012 in the bench database.' */
export function catalogueLine(run: BenchRun): string {
  const held = run.products?.toLocaleString('en') ?? 'unknown';
  return run.catalogueSize === undefined
    ? `Products in the bench database: ${held}.`
    : `Catalogue: ${run.catalogueSize.toLocaleString('en')} products (--products), ${held} in the bench database (gift cards included).`;
}

/** How the search target's phrases were used: the figure is of searches, not of a cache. */
export function phrasesParagraph(run: BenchRun): string | null {
  const search = run.load.find((load) => load.kind === 'search');
  if (!search || isSkipped(search)) return null;
  const stats = search.phrases;
  if (!stats) return `Search: ${search.paths.length} phrase(s) rotated, so mostly cache hits: this figure is not the cost of a search.`;
  const c = stats.counts;
  const n = (value: number) => value.toLocaleString('en');
  const languages = Object.entries(stats.languages ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([language, count]) => `${n(count)} ${language}`)
    .join(', ');
  return (
    `Search phrases: ${n(stats.available)} distinct phrases made of the catalogue's own words in the shop languages ` +
    `(no two alike once lower-cased and accent-folded), handed out in order across the connections: ${n(stats.warmUp)} in the untimed warm-up, ` +
    `${n(stats.timed)} in the timed run, of which ${n(stats.repeated)} repeated a phrase already sent. ` +
    `The timed run's: ${n(c.word)} single words, ${n(c['two words'])} of two or three words, ${n(c.typo)} with a typo, ` +
    `${n(c.accent)} with an accent added or removed${languages ? `; by language ${languages}` : ''}. ` +
    `Some of them: ${stats.samples.map((p) => `\`${p}\``).join(', ')}.` +
    (stats.probe?.length
      ? ` After the load, phrases never sent, one at a time (the cost of one uncached search): ${stats.probe
          .map((p) => `${p.group} median ${formatMs(p.medianMs)}, max ${formatMs(p.maxMs)} (${p.requests}${p.failures ? `, ${p.failures} failed` : ''})`)
          .join('; ')}.`
      : '')
  );
}

/** Listing pages never asked, one at a time after each listing load: what a cache miss costs. */
export function listingProbeParagraph(run: BenchRun): string | null {
  const lines = run.load.flatMap((load) =>
    !isSkipped(load) && load.probe?.length
      ? load.probe.map((p) => `${load.name}: ${p.group} median ${formatMs(p.medianMs)}, max ${formatMs(p.maxMs)} (${p.requests}${p.failures ? `, ${p.failures} failed` : ''})`)
      : [],
  );
  if (!lines.length) return null;
  return `Listing targets repeat one page, so their load figures are mostly of the answer cache. After each, pages 2-5 in each sort, never asked before, one at a time: ${lines.join('; ')}.`;
}

const bytes = (b: AnswerBytes | null) => (b ? [formatKb(b.raw), formatKb(b.gzip), formatKb(b.br)] : ['—', '—', '—']);
const saved = (cards: AnswerBytes | null, full: AnswerBytes | null) =>
  cards && full && full.raw > 0 ? `${Math.round((1 - cards.raw / full.raw) * 100)}% raw, ${Math.round((1 - cards.br / full.br) * 100)}% br` : '—';

/** Issue 18 §2: each answer with cards (now) and with full products (before), raw, gzip and brotli. */
export function answerSizesSection(sizes: readonly AnswerSize[] | undefined): string {
  if (!sizes?.length) return 'Not measured (--no-load, or no answer to weigh).';
  const rows = sizes.map((size) => [
    size.answer,
    String(size.items),
    ...bytes(size.cards),
    ...bytes(size.full),
    saved(size.cards, size.full),
    size.error ?? '',
  ]);
  return [
    table(['answer', 'products', 'cards raw', 'cards gzip', 'cards br', 'full products raw', 'full products gzip', 'full products br', 'saved', 'note'], rows),
    '',
    'Cards = the answer as the API sends it now (contract 1.12 `ProductCard`). Full products = the same answer with each card ' +
      'replaced by its full `Product` (POST /api/external/product/favourites, same order): the answer before 1.12, built live in this run. ' +
      'The product answer is the full product in both: the product page needs it whole. Compressed with node:zlib at the levels of the ' +
      "API's @fastify/compress (gzip level 6, brotli quality 4); KB = 1000 bytes.",
  ].join('\n');
}

/** Link to the findings doc and its first section (or a word that it is not written yet). */
export function timeGoesSection(run: BenchRun): string {
  const doc = run.timeGoes?.doc ?? 'docs/api-performance.md';
  const link = `[${doc}](../../${doc})`;
  if (!run.timeGoes?.summary) return `Findings (EXPLAIN ANALYZE, Node profiler): ${link} — not written yet when this run was made.`;
  return [`From ${link} (EXPLAIN ANALYZE plans and profiles; its first section):`, '', ...run.timeGoes.summary.split('\n').map((line) => `> ${line}`.trimEnd())].join('\n');
}
