/**
 * "Where the time goes" (issue 18 §1): the findings live in docs/api-performance.md (EXPLAIN
 * ANALYZE plans, profiles), written with the code they explain; each bench report links that doc
 * and quotes its first section, so the numbers and their explanation sit side by side.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/workspaces.ts';

export const TIME_GOES_DOC = 'docs/api-performance.md';
const MAX_SUMMARY = 1_500;

/**
 * The first section's opening paragraph(s) of a markdown doc (pure): the text under the first '##'
 * heading (or under the title when there is none), up to the first table, code block or sub-heading.
 */
export function firstSectionSummary(markdown: string): string | null {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const firstSection = lines.findIndex((line) => /^##\s/.test(line));
  const start = firstSection >= 0 ? firstSection + 1 : lines.findIndex((line) => /^#\s/.test(line)) + 1;
  const body: string[] = [];
  for (const line of lines.slice(start)) {
    if (/^#{1,6}\s/.test(line) || /^```/.test(line) || /^\|/.test(line)) {
      if (body.some((l) => l.trim())) break;
      continue;
    }
    body.push(line);
  }
  const text = body.join('\n').trim().replace(/\n{3,}/g, '\n\n');
  if (!text) return null;
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY).replace(/\s+\S*$/, '')} …` : text;
}

/** The doc's path and summary; the summary is null while the doc does not exist. */
export async function readTimeGoes(root = ROOT): Promise<{ doc: string; summary: string | null }> {
  const markdown = await readFile(path.join(root, TIME_GOES_DOC), 'utf8').catch(() => null);
  return { doc: TIME_GOES_DOC, summary: markdown === null ? null : firstSectionSummary(markdown) };
}
