/** The seed's top-ups (issue 32 §1): an older database gets what it lacks on its next start, once. */
import { expect } from 'vitest';

/** The step writes the missing rows the first time (true) and finds nothing to write the next (false). */
export async function expectTopUpOnce(topUp: () => Promise<boolean>): Promise<void> {
  expect(await topUp()).toBe(true);
  expect(await topUp()).toBe(false);
}
