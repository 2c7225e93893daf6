/** Test apps whose ALTCHA challenges are cheap to solve, for suites that post the captcha-guarded forms (newsletter). */

/** Builds with ALTCHA_MAX_NUMBER 2000 (the range solvedCaptcha in shopper.ts searches), then restores the environment. */
export async function withCheapCaptcha<T>(build: () => Promise<T>): Promise<T> {
  const saved = process.env.ALTCHA_MAX_NUMBER;
  process.env.ALTCHA_MAX_NUMBER = '2000';
  try {
    return await build();
  } finally {
    if (saved === undefined) delete process.env.ALTCHA_MAX_NUMBER;
    else process.env.ALTCHA_MAX_NUMBER = saved;
  }
}
