/** The report's Lighthouse section (issue 13, 30): each page's runs and medians against the budgets, and what each page loads. */
import { FLOOR_PAGE, LIGHTHOUSE_BUDGETS, floorOf, formatKb, formatRatio, formatSeconds, lcpRatio, lcpRatioStatus, lighthouseBudgetLine, lighthouseStatus } from './budgets.ts';
import { table } from '../lib/report-markdown.ts';
import { shortenUrl } from './requests.ts';
import type { BudgetStatus, LighthousePage, LighthouseResult, LighthouseRun } from './types.ts';

const MARK_SHORT: Record<BudgetStatus, string> = { met: ' ✅', missed: ' ❌', 'not measured': '' };

/** A median number, marked against its budget (not on the floor row: the floor has no budget). */
function lighthouseCell(run: LighthouseRun, metric: (typeof LIGHTHOUSE_BUDGETS)[number]['metric'], marked: boolean): string {
  const budget = LIGHTHOUSE_BUDGETS.find((b) => b.metric === metric)!;
  const value = budget.read(run);
  return value === null ? '—' : `${budget.format(value)}${marked ? MARK_SHORT[lighthouseStatus(budget, run)] : ''}`;
}

function ratioCell(page: LighthousePage, floor: LighthouseRun | null): string {
  if (page.name === FLOOR_PAGE) return 'floor';
  const ratio = lcpRatio(page.median?.lcpMs, floor?.lcpMs);
  return ratio === null ? '—' : `${formatRatio(ratio)}${MARK_SHORT[lcpRatioStatus(ratio)]}`;
}

export function lighthouseSection(result: LighthouseResult): string {
  const floor = floorOf(result.pages);
  const rows = result.pages.map((page) => {
    const runs = page.runs.map((run) => (run.error ? 'error' : String(run.performance))).join(' / ');
    if (!page.median) return [page.name, '—', '—', '—', '—', '—', '—', '—', '—', '—', runs, page.url];
    const m = page.median;
    const marked = page.name !== FLOOR_PAGE;
    return [
      page.name,
      lighthouseCell(m, 'performance', marked),
      lighthouseCell(m, 'LCP', marked),
      ratioCell(page, floor),
      lighthouseCell(m, 'TBT', marked),
      lighthouseCell(m, 'CLS', marked),
      lighthouseCell(m, 'accessibility', marked),
      lighthouseCell(m, 'SEO', marked),
      m.fcpMs === null ? '—' : formatSeconds(m.fcpMs),
      typeof m.serverResponseMs === 'number' ? `${Math.round(m.serverResponseMs)} ms` : '—',
      runs,
      page.url,
    ];
  });
  const indexes = result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)).filter((i): i is number => i !== null);
  const benchmark = indexes.length ? ` Lighthouse's CPU benchmark index during the runs: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.` : '';
  const hasFloor = result.pages.some((page) => page.name === FLOOR_PAGE);
  const lines = [
    `${result.preset}; Lighthouse ${result.lighthouseVersion}, ${result.chromium}. Median of ${result.runsPerPage} run(s) per page by ` +
      `performance score; that run's numbers. Budgets: ${lighthouseBudgetLine()}.` +
      benchmark,
    '',
    hasFloor
      ? 'The floor is a static page on a local server of the bench (node:http, 127.0.0.1) holding only the product page\'s LCP ' +
        'image and no script: the image as the product page\'s server HTML names it (same src, srcset and sizes, so the browser ' +
        'picks the same width) and each of its files fetched from the shop with the Accept header Chromium sends (same format, ' +
        'same bytes), measured with the same settings and in the same rounds as the other pages. "LCP ÷ floor" is each page\'s ' +
        'median LCP over the floor\'s.'
      : 'Floor page not measured: no LCP ratio.',
    '',
    table(['page', 'performance', 'LCP', 'LCP ÷ floor', 'TBT', 'CLS', 'accessibility', 'SEO', 'FCP', 'server response (observed)', 'performance of each run', 'url'], rows),
    '',
    'Lighthouse\'s simulated throttling (Lantern) replays the observed load on a model of the profile: it keeps the server ' +
      'response time it observed and the main-thread task times it observed (×4). So a page\'s LCP moves with how busy this ' +
      'machine and the shop\'s server were during its run (the CPU benchmark index and the observed server response above), ' +
      'not only with the page: read a figure against the floor of the same round. See docs/bench.md "Lighthouse\'s defaults".',
  ];
  const findings = result.pages.flatMap((page) => {
    const out: string[] = [];
    for (const audit of page.median?.failedAudits ?? []) out.push(`- ${page.name}: ${audit}`);
    for (const warning of page.median?.warnings ?? []) out.push(`- ${page.name}: warning: ${warning}`);
    if (page.median?.lcpElement) out.push(`- ${page.name}: LCP element \`${page.median.lcpElement}\``);
    page.runs.forEach((run, i) => {
      if (run.error) out.push(`- ${page.name}: run ${i + 1} failed: ${run.error}`);
    });
    return out;
  });
  if (findings.length) lines.push('', 'The LCP element of each median run, failed accessibility / SEO audits, warnings and failed runs:', '', ...findings);
  const loads = result.pages.filter((page) => page.requests?.length);
  if (loads.length) {
    lines.push('', '### What each page loads and why', '', 'The requests of each page\'s median Lighthouse load, in request order (Lighthouse\'s network-requests audit; transfer = bytes on the wire).');
    for (const page of loads) lines.push('', requestsTable(page));
  }
  return lines.join('\n');
}

/** The load of one page: a summary line, then one row per request. */
export function requestsTable(page: LighthousePage): string {
  const requests = page.requests ?? [];
  const total = requests.reduce((sum, r) => sum + r.transferBytes, 0);
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const r of requests) {
    const entry = byType.get(r.resourceType) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += r.transferBytes;
    byType.set(r.resourceType, entry);
  }
  const types = [...byType].sort((a, b) => b[1].bytes - a[1].bytes).map(([type, e]) => `${type} ${e.count} (${formatKb(e.bytes)})`);
  const rows = requests.map((r, i) => [
    String(i + 1),
    `\`${shortenUrl(r.url, page.url)}\``,
    r.resourceType,
    formatKb(r.transferBytes),
    `${r.why ?? '—'}${r.statusCode && (r.statusCode < 200 || r.statusCode >= 400) ? ` (HTTP ${r.statusCode})` : ''}`,
  ]);
  return [
    `**${page.name}**: ${requests.length} requests, ${formatKb(total)} transferred — ${types.join(', ')}.`,
    '',
    table(['#', 'request', 'type', 'transfer', 'why'], rows),
  ].join('\n');
}
