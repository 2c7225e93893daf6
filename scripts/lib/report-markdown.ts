/** The markdown pieces both reports write under bench/results/ (scripts/bench, scripts/reliability): pure, no I/O. */

/** A markdown table; a `|` inside a cell is escaped so it stays in its cell. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** File-name stem of a run: 2026-11-22T06-30-05Z (sortable, no colons). */
export function resultStem(startedAt: string): string {
  return startedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/**
 * A report's section: its heading, then what the phase measured, or that it was switched off by
 * its `--no-<flag>` option.
 */
export function phaseSection(title: string, body: string | undefined, flag: string): string[] {
  return [`## ${title}`, '', body ?? `Not run (--no-${flag}).`];
}

/** The run's notes as a last section, none when there are none. */
export function notesSection(notes: readonly string[]): string[] {
  return notes.length ? ['', '## Notes', '', ...notes.map((note) => `- ${note}`)] : [];
}
