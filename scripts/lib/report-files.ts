import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes one run's report under `dir` (bench/results/): `<stem>.md`, `<stem>.json`, and the
 * markdown again as `latest` (the bench's latest.md, the reliability run's reliability-latest.md).
 */
export async function writeRunReport(dir: string, stem: string, report: { markdown: string; json: string; latest: string }): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${stem}.md`), report.markdown);
  await writeFile(path.join(dir, `${stem}.json`), report.json);
  await writeFile(path.join(dir, report.latest), report.markdown);
}
