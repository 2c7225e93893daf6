import { describe, expect, it } from 'vitest';
import { checkBudgets, firstLoadLine, firstUseOf } from './budgets.ts';
import { ORIGIN, run } from './fixtures.ts';
import { weighPageByPhase, wakeOf, type PhaseTiming, type ScriptFile } from './weights.ts';

/** A product page's scripts as the bench records them: URL and bytes, then when each request started. */
const script = (path: string, gzipBytes: number): ScriptFile => ({ url: `${ORIGIN}${path}`, rawBytes: gzipBytes * 3, gzipBytes });
const MAIN = script('/main.1a2b.js', 60_000);
const START = script('/shell-start.77aa.js', 120_000);
const CATALOGUE = script('/remotes/catalogue/def456/remoteEntry.js', 20_000);
const BASKET = script('/remotes/basket/aa11/__federation_expose_BasketHeader.js', 9_000);
const AFFILIATE = script('/assets/consent-probe.js', 1_200);
const FILES = [AFFILIATE, MAIN, START, CATALOGUE, BASKET];

const started = (entries: [ScriptFile, number][]): PhaseTiming['requests'] => entries.map(([file, startTime]) => ({ url: file.url, startTime }));
const paths = (files: { path: string }[] | undefined) => files?.map((file) => file.path);
const weigh = (timing: PhaseTiming) => weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, FILES, timing);

describe('wake on use: the three phases of a page', () => {
  it('tells how the page woke from the input and the mark', () => {
    expect(wakeOf({ inputAt: 3000, markAt: 3400 })).toBe('on use');
    expect(wakeOf({ inputAt: null, markAt: 900 })).toBe('at once');
    // The mark came between the bench's last look and its input: the page did not wait for it.
    expect(wakeOf({ inputAt: 3000, markAt: 2990 })).toBe('at once');
    expect(wakeOf({ inputAt: 3000, markAt: null })).toBe('no mark');
  });

  it('a page that waits for its visitor: before use, first use up to the mark, then the rest', () => {
    const page = weigh({
      requests: started([
        [AFFILIATE, 120],
        [MAIN, 3010],
        [START, 3015],
        [CATALOGUE, 3020],
        [BASKET, 3900],
      ]),
      inputAt: 3000,
      markAt: 3500,
    });
    expect(page.wake).toBe('on use');
    expect(page.timing).toEqual({ inputAtMs: 3000, firstViewAtMs: 3500 });
    expect(paths(page.beforeUse?.files)).toEqual(['/assets/consent-probe.js']);
    expect(page.beforeUse?.total.gzipBytes).toBe(1_200);
    expect(paths(page.firstUse?.files)).toEqual(['/main.1a2b.js', '/shell-start.77aa.js', '/remotes/catalogue/def456/remoteEntry.js']);
    expect(page.firstUse?.total).toEqual({ files: 3, rawBytes: 600_000, gzipBytes: 200_000 });
    expect(paths(page.afterFirstView?.files)).toEqual(['/remotes/basket/aa11/__federation_expose_BasketHeader.js']);
    // The per-build weights are of first load and first use together, as in the runs before wake on use.
    expect(page.total.gzipBytes).toBe(201_200);
    expect(page.bundles.catalogue?.gzipBytes).toBe(20_000);
    expect(page.bundles.basket).toBeUndefined();
  });

  it('a page that woke by itself: everything before the mark is first load, as before wake on use', () => {
    const page = weigh({
      requests: started([
        [AFFILIATE, 100],
        [MAIN, 110],
        [START, 140],
        [CATALOGUE, 300],
        [BASKET, 1500],
      ]),
      inputAt: null,
      markAt: 1200,
    });
    expect(page.wake).toBe('at once');
    expect(page.beforeUse?.total.gzipBytes).toBe(201_200);
    expect(page.firstUse?.files).toEqual([]);
    expect(page.total).toEqual(page.beforeUse?.total);
    expect(paths(page.afterFirstView?.files)).toEqual(['/remotes/basket/aa11/__federation_expose_BasketHeader.js']);
  });

  it('a page that never marks its first view: everything after the input is first use, nothing is left out', () => {
    const page = weigh({
      requests: started([
        [AFFILIATE, 100],
        [MAIN, 3010],
        [START, 3015],
        [CATALOGUE, 3020],
        [BASKET, 9000],
      ]),
      inputAt: 3000,
      markAt: null,
    });
    expect(page.wake).toBe('no mark');
    expect(page.beforeUse?.total.gzipBytes).toBe(1_200);
    expect(page.firstUse?.total.files).toBe(4);
    expect(page.afterFirstView).toBeUndefined();
  });

  it('a script fetched again later, or missing from the page\'s timing, counts once and where the budget sees it', () => {
    const page = weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, [...FILES, MAIN], {
      // The shell's entry was asked twice (a preload, then the script); the consent probe left no timing entry.
      requests: started([
        [MAIN, 3200],
        [MAIN, 3010],
        [START, 3015],
        [CATALOGUE, 3020],
        [BASKET, 3900],
      ]),
      inputAt: 3000,
      markAt: 3500,
    });
    expect(paths(page.beforeUse?.files)).toEqual(['/assets/consent-probe.js']);
    expect(paths(page.firstUse?.files)).toEqual(['/main.1a2b.js', '/shell-start.77aa.js', '/remotes/catalogue/def456/remoteEntry.js']);
    expect(page.total.files).toBe(4);
  });
});

describe('[30.3] the first use\'s code prefetched while the visitor reads', () => {
  const prefetchedBefore = (entries: [ScriptFile, number, string][]): PhaseTiming['requests'] =>
    entries.map(([file, startTime, initiatorType]) => ({ url: file.url, startTime, initiatorType }));

  it('a script prefetched before the input (a <link>, not run) is the first use\'s, never the first load\'s', () => {
    const page = weigh({
      requests: prefetchedBefore([
        [AFFILIATE, 120, 'script'],
        [MAIN, 1500, 'link'],
        [START, 1500, 'link'],
        // The tap runs what was prefetched: the cache answers the script element.
        [MAIN, 3010, 'script'],
        [START, 3015, 'script'],
        [CATALOGUE, 3020, 'script'],
        [BASKET, 3900, 'script'],
      ]),
      inputAt: 3000,
      markAt: 3500,
    });
    expect(paths(page.beforeUse?.files)).toEqual(['/assets/consent-probe.js']);
    expect(paths(page.prefetched?.files)).toEqual(['/main.1a2b.js', '/shell-start.77aa.js']);
    expect(paths(page.firstUse?.files)).toEqual(['/remotes/catalogue/def456/remoteEntry.js']);
    expect(firstUseOf(page)).toEqual({ files: 3, rawBytes: 600_000, gzipBytes: 200_000 });
    expect(firstLoadLine(page)).toBe('first load 1.2 KB in 1 files; first use +200.0 KB in 3 files to interactive, of which 180.0 KB in 2 files prefetched before the input');
  });

  it('a script run before the input (a script element) stays first load, even if it was also prefetched', () => {
    const page = weigh({
      requests: prefetchedBefore([
        [AFFILIATE, 120, 'script'],
        [MAIN, 1500, 'link'],
        [MAIN, 1600, 'script'],
        [START, 3015, 'script'],
      ]),
      inputAt: 3000,
      markAt: 3500,
    });
    expect(paths(page.beforeUse?.files)?.slice(0, 2)).toEqual(['/assets/consent-probe.js', '/main.1a2b.js']);
    expect(paths(page.firstUse?.files)).toEqual(['/shell-start.77aa.js']);
    expect(page.prefetched).toBeUndefined();
  });

  it('the first-use budget (≤ 120 KB gzip, issue 30 §4) counts the prefetched code the first use ran with the rest of the first use', () => {
    const page = weigh({
      requests: prefetchedBefore([
        [MAIN, 1500, 'link'],
        [START, 1500, 'link'],
        [MAIN, 3005, 'script'],
        [START, 3010, 'script'],
        [CATALOGUE, 3020, 'script'],
      ]),
      inputAt: 3000,
      markAt: 3500,
    });
    const check = checkBudgets(run({ pages: [page] })).find((c) => c.budget.startsWith('Product page first-use'));
    expect(check).toMatchObject({ target: '≤ 120.0 KB first use', actual: '200.0 KB in 3 files, of which 180.0 KB prefetched before the input', status: 'missed' });
    const first = checkBudgets(run({ pages: [page] })).find((c) => c.budget.startsWith('Product page first-load'));
    expect(first?.status).toBe('met');
  });

  it('a prefetched script the first use did not run (a later part, a lazy screen) is listed apart, in no budget', () => {
    const page = weigh({
      requests: prefetchedBefore([
        [MAIN, 1500, 'link'],
        [START, 1500, 'link'],
        [MAIN, 3005, 'script'],
        [CATALOGUE, 3020, 'script'],
      ]),
      inputAt: 3000,
      markAt: 3500,
    });
    expect(paths(page.prefetched?.files)).toEqual(['/main.1a2b.js']);
    expect(paths(page.prefetchedUnused?.files)).toEqual(['/shell-start.77aa.js']);
    expect(paths(page.firstUse?.files)).toEqual(['/remotes/catalogue/def456/remoteEntry.js']);
  });
});
