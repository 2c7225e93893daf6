/** The seed's progress lines (issue 18 §3: seeding 500,000 products prints progress). */

export type SeedReport = (line: string) => void;

/** 'seeded 120,000 of 500,000 products (24%), 41 s': "seed" in it, so the bench shows it. */
export function seedProgressLine(done: number, total: number, elapsedMs: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  return `seeded ${done.toLocaleString('en')} of ${total.toLocaleString('en')} products (${percent}%), ${Math.round(elapsedMs / 1000)} s`;
}
