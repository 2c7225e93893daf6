/** Turns one run into the markdown and JSON written under bench/results/ (pure, no I/O). */
import {
  BUDGETS,
  checkBudgets,
  firstLoadLine,
  firstLoadOf,
  firstUseOf,
  formatKb,
  formatMs,
  isSkipped,
} from './budgets.ts';
import { API_WARM_UP_SECONDS, PAGE_WARM_UP_SECONDS } from './options.ts';
import { READING_MS, firstTapRows } from './first-tap-summary.ts';
import { answerSizesSection, catalogueLine, listingProbeParagraph, phrasesParagraph, timeGoesSection } from './report-scale.ts';
import { lighthouseSection } from './report-lighthouse.ts';
import { notesSection, phaseSection, resultStem, table } from '../lib/report-markdown.ts';
import { QUIET_BEFORE_USE_MS } from './weights.ts';
import type { BenchRun, BudgetCheck, BudgetStatus, FirstTapResult, PageWeight, ScriptPhase } from './types.ts';

const MARK: Record<BudgetStatus, string> = { met: '✅ met', missed: '❌ missed', 'not measured': '➖ not measured' };

export { resultStem };

function loadSection(run: BenchRun): string {
  const rows = run.load.map((load) =>
    isSkipped(load)
      ? [load.name, '—', '—', '—', '—', '—', '—', '—', `skipped: ${load.skipped}`]
      : [
          load.name,
          load.requests.toLocaleString('en'),
          Math.round(load.requestsPerSecond).toLocaleString('en'),
          formatMs(load.p50),
          formatMs(load.p95),
          formatMs(load.p99),
          `${load.errors}${load.timeouts ? ` (${load.timeouts} timeouts)` : ''}`,
          String(load.non2xx),
          `${load.method} ${load.phrases ? `${load.paths[0]} (then a new phrase, in its language, per request)` : load.paths.length > 1 ? `${load.paths[0]} (+${load.paths.length - 1} rotated)` : load.paths[0]}`,
        ],
  );
  return table(['target', 'requests', 'req/s', 'p50', 'p95', 'p99', 'errors', 'non-2xx', 'request'], rows);
}

const kb = (bytes: number | undefined) => (bytes ? formatKb(bytes) : '—');

/** 'shell' first, then the other names found under `key` of any page, sorted. */
function buildNames(pages: PageWeight[], key: 'bundles' | 'sharedFrom'): string[] {
  const names = new Set<string>();
  for (const page of pages) for (const name of Object.keys(page[key])) names.add(name);
  names.delete('shell');
  return ['shell', ...[...names].sort()];
}

/** "shell `main.js` 50.1 KB, catalogue `remoteEntry.js` 3.0 KB" */
const fileList = (files: ScriptPhase['files']) => files.map((file) => `${file.build} \`${file.path.replace(/^.*\//, '')}\` ${formatKb(file.gzipBytes)}`).join(', ');

const phaseCell = (phase: ScriptPhase | undefined, none: string) => (phase ? `${formatKb(phase.total.gzipBytes)} (${phase.total.files} files)` : none);

/** What the page's first use and the time after its first view loaded, one line each. */
function phaseLines(page: PageWeight): string[] {
  const lines: string[] = [];
  if (page.wake === 'on use' || page.wake === 'no mark') {
    const before = page.beforeUse?.files.length ? fileList(page.beforeUse.files) : 'nothing';
    lines.push(`- **${page.name}** before use: ${before}`);
    if (page.prefetched?.files.length) lines.push(`- **${page.name}** prefetched before use (not run), then run by the first use: ${fileList(page.prefetched.files)}`);
    if (page.prefetchedUnused?.files.length) {
      lines.push(`- **${page.name}** prefetched before use, not run by the first use (${formatKb(page.prefetchedUnused.total.gzipBytes)}, in no budget): ${fileList(page.prefetchedUnused.files)}`);
    }
    lines.push(`- **${page.name}** first use (to interactive): ${page.firstUse?.files.length ? fileList(page.firstUse.files) : 'nothing'}`);
  }
  if (page.afterFirstView?.files.length) lines.push(`- **${page.name}** after the first view: ${fileList(page.afterFirstView.files)}`);
  return lines;
}

/** The first use's weight (prefetched before the input included, issue 30 §3–4), and how much of it was prefetched. */
function firstUseCell(page: PageWeight): string {
  const use = firstUseOf(page);
  if (!use) return '—';
  const ahead = page.prefetched ? `, ${formatKb(page.prefetched.total.gzipBytes)} of it prefetched before use` : '';
  return `${formatKb(use.gzipBytes)} (${use.files} files${ahead})`;
}

const WAKE_CELL: Record<NonNullable<PageWeight['wake']>, string> = {
  'on use': 'on use',
  'at once': 'at once (by itself)',
  'no mark': 'no first-view mark',
};

function pagesSection(pages: PageWeight[]): string {
  const split = table(
    ['page', 'woke', 'first load (before use), gzip -9', 'first use (to interactive)', 'first load + first use', 'shell', 'remotes', 'shared', 'after the first view (idle)'],
    pages.map((page) => {
      if (page.error) return [page.name, '—', `not measured: ${page.error}`, '—', '—', '—', '—', '—', '—'];
      const first = firstLoadOf(page);
      return [
        page.name,
        page.wake ? WAKE_CELL[page.wake] : '—',
        `${formatKb(first.gzipBytes)} (${first.files} files, ${formatKb(first.rawBytes)} raw)`,
        page.wake === 'at once' ? 'none: woke at once' : firstUseCell(page),
        `${formatKb(page.total.gzipBytes)} (${page.total.files} files)`,
        kb(page.split.shell.gzipBytes),
        kb(page.split.remote.gzipBytes),
        kb(page.split.shared.gzipBytes),
        phaseCell(page.afterFirstView, 'no first-view mark'),
      ];
    }),
  );
  const budgetPage = pages.find((page) => page.name === 'product-page' && !page.error);
  const phases = pages.filter((page) => !page.error).flatMap(phaseLines);
  const packages = [...new Set(pages.flatMap((page) => page.sharedPackages))].sort();
  const own = buildNames(pages, 'bundles');
  const via = buildNames(pages, 'sharedFrom');
  const detail = table(
    ['page', ...own.map((b) => `${b} own`), ...via.map((b) => `shared via ${b}`)],
    pages
      .filter((page) => !page.error)
      .map((page) => [page.name, ...own.map((b) => kb(page.bundles[b]?.gzipBytes)), ...via.map((b) => kb(page.sharedFrom[b]?.gzipBytes))]),
  );
  return [
    ...(budgetPage ? [`**product-page: ${firstLoadLine(budgetPage)}.** The budgets: first load ≤ ${formatKb(BUDGETS.productPageJsBytes)}, first use ≤ ${formatKb(BUDGETS.productPageFirstUseJsBytes)} (issue 30 §4).`, ''] : []),
    split,
    '',
    'Each page in a fresh browser context, in three phases (issue 13, wake on use). **First load (before use)**: the page ' +
      `loaded, network idle, then ${QUIET_BEFORE_USE_MS / 1000} s with no input; every script so far. **First use (to interactive)**: one ` +
      'mouse move, then the scripts requested until the shell\'s first-view mark (`trama:first-view`: the shell and the page\'s own ' +
      'parcel hydrated, shell/src/remotes/first-view.ts). **After the first view**: at an idle moment, the header\'s search box and ' +
      'basket count, the footer\'s newsletter, feature flags and sliders. "Woke at once": the page set its mark before any input ' +
      '(personal state, or a slot the browser renders), so its first load is everything before the mark, as before wake on use.',
    '',
    ...(phases.length ? phases : ['- nothing after the first load']),
    '',
    'Shared = chunks of the Module Federation share scope, known from each remote\'s mf-manifest.json `shared` assets and, ' +
      'for the shell (a host without a manifest), from its source maps. Share-scope packages loaded on these pages: ' +
      `${packages.join(', ') || 'none'}.`,
    '',
    'Per build (gzip -9), first load and first use together, so these compare with the runs before wake on use: its own code, and the share-scope code it served ("shared via X") — a library served by two builds is loaded twice:',
    '',
    detail,
  ].join('\n');
}

/** The first-use phase (issue 30 §6): one row per figure, each run and the median, beside its budget. */
export function firstTapSection(result: FirstTapResult): string {
  const rows = firstTapRows(result);
  const runs = result.runs.length;
  const detail = result.runs.flatMap((run, i) => [
    ...(run.slow3GDetail ? [`- run ${i + 1}, Slow 3G: ${run.slow3GDetail}`] : []),
    ...run.notes.map((note) => `- run ${i + 1}: ${note}`),
  ]);
  return [
    `${result.profile}; ${result.screen}. Each measure in a fresh browser context (cold cache), one page at a time, as a visitor ` +
      `who already answered the cookie banner (as the journeys start), reading for ${READING_MS / 1000} s after the load event with ` +
      `no input at all before the tap. Product page \`${result.productPage}\`, list page \`${result.listPage}\`. A tap is timed ` +
      'in the page: from its pointerdown\'s timeStamp to the first animation frame in which the awaited state is in the DOM and ' +
      'visible; "never": not within 20 s. Script and waves: Resource Timing of the requests that started after the tap until the ' +
      'count showed (transfer bytes; a script from the cache or a prefetch costs none). INP: after the `trama:first-view` mark, ' +
      'two sizes and the phone menu opened and closed; the slowest interaction (Event Timing, durationThreshold 16). ' +
      `Slow 3G (${result.slow3GProfile}): a first visit taps a size and "add" as soon as the size buttons show; the run waits ` +
      'until the stored basket holds that size, at most 60 s, or until the page has had no request in flight for 5 s after its load.',
    '',
    table(
      ['figure', ...Array.from({ length: runs }, (_, i) => `run ${i + 1}`), 'median', 'budget', 'status'],
      rows.map((row) => [row.label, ...row.runs, row.median, row.budget, MARK[row.status]]),
    ),
    ...(detail.length ? ['', ...detail] : []),
  ].join('\n');
}

function budgetSection(checks: BudgetCheck[]): string {
  return table(['budget', 'target', 'actual', 'status'], checks.map((c) => [c.budget, c.target, c.actual, MARK[c.status]]));
}

export function renderMarkdown(run: BenchRun, checks: BudgetCheck[] = checkBudgets(run)): string {
  const first = run.load.find((load) => !isSkipped(load));
  const loadSetup = first && !isSkipped(first) ? `${first.connections} connections, ${first.durationSeconds} s per target` : 'no API load run';
  return [
    `# Bench ${run.startedAt}`,
    '',
    `Machine: ${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node} (${run.machine.platform}). ${catalogueLine(run)}`,
    '',
    '## Budgets (architecture §6, issue 18)',
    '',
    budgetSection(checks),
    '',
    `## API and server-render load (${loadSetup})`,
    '',
    loadSection(run),
    ...(phrasesParagraph(run) ? ['', phrasesParagraph(run)!] : []),
    ...(listingProbeParagraph(run) ? ['', listingProbeParagraph(run)!] : []),
    ...(run.load.some((load) => load.kind === 'page')
      ? [
          '',
          `Server render: GET of the product page's HTML as a browser asks for it (accept text/html, gzip/br), not the API, after ` +
            `${PAGE_WARM_UP_SECONDS} s of untimed warm-up (the API targets: ${API_WARM_UP_SECONDS} s); budget p95 ≤ ${BUDGETS.pageRenderP95Ms} ms, zero errors and non-2xx.`,
        ]
      : []),
    '',
    '## Bytes per answer (issue 18 §2)',
    '',
    answerSizesSection(run.answerSizes),
    '',
    '## Where the time goes (issue 18 §1)',
    '',
    timeGoesSection(run),
    '',
    'The cost curve over the catalogue sizes measured: [cost-curve.md](cost-curve.md).',
    '',
    '## Page JavaScript: before use, on first use, after the first view (production build, every .js response gzip -9)',
    '',
    run.pages.length ? pagesSection(run.pages) : 'Not measured (--no-pages).',
    '',
    ...phaseSection('Lighthouse', run.lighthouse && lighthouseSection(run.lighthouse), 'lighthouse'),
    '',
    ...phaseSection("First use: the first tap on Lighthouse's mobile profile (issue 30 §6)", run.firstTap && firstTapSection(run.firstTap), 'first-tap'),
    ...notesSection(run.notes),
    '',
  ].join('\n');
}

export function renderJson(run: BenchRun, checks: BudgetCheck[] = checkBudgets(run)): string {
  return `${JSON.stringify({ ...run, budgets: checks }, null, 2)}\n`;
}
