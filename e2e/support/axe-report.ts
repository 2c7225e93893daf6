/** What the accessibility check keeps of an axe run, and how a failure reads. */
import type { Result } from 'axe-core';

export interface PageViolations {
  path: string;
  violations: Result[];
}

/** Issue 6: serious and critical violations fail a journey; minor and moderate are left to review. */
export function isBlocking(violation: Result): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical';
}

/** '' when clean; otherwise one block per page: rule, impact, help and the first offending nodes. */
export function describeViolations(pages: PageViolations[]): string {
  return pages
    .map(({ path, violations }) =>
      [
        `${path}:`,
        ...violations.map((v) => {
          const nodes = v.nodes.slice(0, 3).map((n) => `      ${n.target.join(' ')}`);
          return [`  ${v.id} (${v.impact}): ${v.help}`, ...nodes].join('\n');
        }),
      ].join('\n'),
    )
    .join('\n');
}
