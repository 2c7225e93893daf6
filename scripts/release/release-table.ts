/** What every deploy command prints: the remote's builds and the canary's share, in one short table. */
import type { ReleaseState } from '../../api/src/domain/releases/release-files.ts';

/** Columns padded to their widest cell, two spaces apart; numbers right-aligned where asked. */
export function formatTable(rows: string[][], rightAligned: number[] = []): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) => row.map((cell, column) => (rightAligned.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd())
    .join('\n');
}

/** null share with a canary = the flag's targeting is a rule of the product owner's (country, list…), not a percent. */
export function shareText(state: Pick<ReleaseState, 'canary' | 'canaryShare'>): string {
  if (state.canaryShare !== null) return `${state.canaryShare} %`;
  return state.canary ? 'by rule' : '—';
}

export function releaseTable(state: ReleaseState): string {
  return formatTable([
    ['remote', 'stable', 'canary', 'share', 'previous'],
    [state.remote, state.stable ?? '—', state.canary ?? '—', shareText(state), state.previous ?? '—'],
  ]);
}
