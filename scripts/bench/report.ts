/** Turns one run into the markdown and JSON written under bench/results/ (pure, no I/O). */
import { LIGHTHOUSE_BUDGETS, checkBudgets, formatKb, formatMs, formatSeconds, isSkipped, lighthouseStatus } from './budgets.ts';
import type { BenchRun, BudgetCheck, BudgetStatus, LighthouseResult, LighthouseRun, PageWeight } from './types.ts';

const MARK: Record<BudgetStatus, string> = { met: '✅ met', missed: '❌ missed', 'not measured': '➖ not measured' };

/** File-name stem of a run: 2026-11-22T06-30-05Z (sortable, no colons). */
export function resultStem(startedAt: string): string {
  return startedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

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
          `${load.method} ${load.paths.length > 1 ? `${load.paths[0]} (+${load.paths.length - 1} rotated)` : load.paths[0]}`,
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

function pagesSection(pages: PageWeight[]): string {
  const split = table(
    ['page', 'total gzip -9', 'shell', 'remotes', 'shared'],
    pages.map((page) =>
      page.error
        ? [page.name, `not measured: ${page.error}`, '—', '—', '—']
        : [
            page.name,
            `${formatKb(page.total.gzipBytes)} (${page.total.files} files, ${formatKb(page.total.rawBytes)} raw)`,
            kb(page.split.shell.gzipBytes),
            kb(page.split.remote.gzipBytes),
            kb(page.split.shared.gzipBytes),
          ],
    ),
  );
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
    split,
    '',
    'Shared = chunks of the Module Federation share scope, known from each remote\'s mf-manifest.json `shared` assets and, ' +
      'for the shell (a host without a manifest), from its source maps. Share-scope packages loaded on these pages: ' +
      `${packages.join(', ') || 'none'}.`,
    '',
    'Per build (gzip -9): its own code, and the share-scope code it served ("shared via X") — a library served by two builds is loaded twice:',
    '',
    detail,
  ].join('\n');
}

const MARK_SHORT: Record<BudgetStatus, string> = { met: ' ✅', missed: ' ❌', 'not measured': '' };

function lighthouseCell(run: LighthouseRun, metric: (typeof LIGHTHOUSE_BUDGETS)[number]['metric'] | 'seo'): string {
  if (metric === 'seo') return run.seo === null ? '—' : String(run.seo);
  const budget = LIGHTHOUSE_BUDGETS.find((b) => b.metric === metric)!;
  const value = budget.read(run);
  return value === null ? '—' : `${budget.format(value)}${MARK_SHORT[lighthouseStatus(budget, run)]}`;
}

function lighthouseSection(result: LighthouseResult): string {
  const rows = result.pages.map((page) => {
    const runs = page.runs.map((run) => (run.error ? 'error' : String(run.performance))).join(' / ');
    if (!page.median) return [page.name, '—', '—', '—', '—', '—', '—', '—', runs, page.url];
    const m = page.median;
    return [
      page.name,
      lighthouseCell(m, 'performance'),
      lighthouseCell(m, 'LCP'),
      lighthouseCell(m, 'TBT'),
      lighthouseCell(m, 'CLS'),
      lighthouseCell(m, 'accessibility'),
      lighthouseCell(m, 'seo'),
      m.fcpMs === null ? '—' : formatSeconds(m.fcpMs),
      runs,
      page.url,
    ];
  });
  const indexes = result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)).filter((i): i is number => i !== null);
  const benchmark = indexes.length ? ` Lighthouse's CPU benchmark index during the runs: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.` : '';
  const lines = [
    `${result.preset}; Lighthouse ${result.lighthouseVersion}, ${result.chromium}. Median of ${result.runsPerPage} run(s) per page by ` +
      'performance score; that run\'s numbers. Budgets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, accessibility ≥ 95.' +
      benchmark,
    '',
    table(['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'SEO', 'FCP', 'performance of each run', 'url'], rows),
  ];
  const findings = result.pages.flatMap((page) => {
    const out: string[] = [];
    for (const audit of page.median?.failedAudits ?? []) out.push(`- ${page.name}: ${audit}`);
    for (const warning of page.median?.warnings ?? []) out.push(`- ${page.name}: warning: ${warning}`);
    page.runs.forEach((run, i) => {
      if (run.error) out.push(`- ${page.name}: run ${i + 1} failed: ${run.error}`);
    });
    return out;
  });
  if (findings.length) lines.push('', 'Failed accessibility / SEO audits of the median runs, warnings and failed runs:', '', ...findings);
  return lines.join('\n');
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
    `Machine: ${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node} (${run.machine.platform}). ` +
      `Products in the bench database: ${run.products?.toLocaleString('en') ?? 'unknown'}.`,
    '',
    '## Budgets (architecture §6)',
    '',
    budgetSection(checks),
    '',
    `## API load (${loadSetup})`,
    '',
    loadSection(run),
    '',
    '## First-load JavaScript (production build, every .js response gzip -9)',
    '',
    run.pages.length ? pagesSection(run.pages) : 'Not measured (--no-pages).',
    '',
    '## Lighthouse',
    '',
    run.lighthouse ? lighthouseSection(run.lighthouse) : 'Not run (--no-lighthouse).',
    ...(run.notes.length ? ['', '## Notes', '', ...run.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

export function renderJson(run: BenchRun, checks: BudgetCheck[] = checkBudgets(run)): string {
  return `${JSON.stringify({ ...run, budgets: checks }, null, 2)}\n`;
}
