/** Turns one run into the markdown and JSON written under bench/results/ (pure, no I/O). */
import { checkBudgets, formatKb, formatMs, isSkipped } from './budgets.ts';
import type { BenchRun, BudgetCheck, BudgetStatus, PageWeight } from './types.ts';

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
      ? [load.name, '—', '—', '—', '—', '—', `skipped: ${load.skipped}`]
      : [
          load.name,
          Math.round(load.requestsPerSecond).toLocaleString('en'),
          formatMs(load.p50),
          formatMs(load.p95),
          formatMs(load.p99),
          `${load.errors} / ${load.non2xx}`,
          `${load.method} ${load.paths.length > 1 ? `${load.paths[0]} (+${load.paths.length - 1} rotated)` : load.paths[0]}`,
        ],
  );
  return table(['target', 'req/s', 'p50', 'p95', 'p99', 'errors / non-2xx', 'request'], rows);
}

function bundleNames(pages: PageWeight[]): string[] {
  const names = new Set<string>();
  for (const page of pages) for (const name of Object.keys(page.bundles)) names.add(name);
  return ['shell', ...[...names].filter((name) => name !== 'shell').sort()];
}

function pagesSection(pages: PageWeight[]): string {
  const names = bundleNames(pages);
  const rows = pages.map((page) => {
    if (page.error) return [page.name, `not measured: ${page.error}`, ...names.map(() => '—')];
    const cells = names.map((name) => (page.bundles[name] ? formatKb(page.bundles[name].gzipBytes) : '—'));
    return [page.name, `${formatKb(page.total.gzipBytes)} (${page.total.files} files, ${formatKb(page.total.rawBytes)} raw)`, ...cells];
  });
  return table(['page', 'total gzip -9', ...names], rows);
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
    pagesSection(run.pages),
    ...(run.notes.length ? ['', '## Notes', '', ...run.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

export function renderJson(run: BenchRun, checks: BudgetCheck[] = checkBudgets(run)): string {
  return `${JSON.stringify({ ...run, budgets: checks }, null, 2)}\n`;
}
