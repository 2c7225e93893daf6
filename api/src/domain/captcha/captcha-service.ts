/**
 * Account §5 Contact form captcha: a self-hosted ALTCHA proof of work (altcha-lib, the v1
 * challenge the `altcha` widget solves from its challengeurl). A solution is accepted once: its
 * challenge signature goes into captcha_solutions (primary key) until the challenge expires, so a
 * replay is refused on every API instance.
 */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { lt, sql } from 'drizzle-orm';
import { captchaSolutions } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { AppError } from '../errors.ts';
import { Service } from '../service.ts';

export interface CaptchaOptions {
  maxNumber: number;
  expirySeconds: number;
}

type Executor = Pick<Database, 'insert' | 'delete'>;

/** A checked, not yet spent solution: spend() records it (in the caller's transaction). */
export interface VerifiedSolution {
  signature: string;
  expiresAt: Date;
}

export const captchaInvalid = (missing: boolean) =>
  new AppError(422, 'CAPTCHA_INVALID', missing ? 'The captcha is missing.' : 'The captcha solution is wrong or expired.', {
    messageKey: 'validation.required',
    extra: { fields: { recaptcha: 'validation.required' } },
  });

export class CaptchaService extends Service<{ db: Database; key: () => Promise<string>; options: CaptchaOptions }> {
  /** A fresh signed challenge, valid for expirySeconds from `now`. */
  async challenge(now: Date = new Date()): Promise<Challenge> {
    return createChallenge({
      hmacKey: await this.deps.key(),
      maxNumber: this.deps.options.maxNumber,
      expires: new Date(now.getTime() + this.deps.options.expirySeconds * 1000),
    });
  }

  /** 422 CAPTCHA_INVALID unless `payload` (the widget's base64 JSON) solves one of our unexpired challenges. */
  async verify(payload: string | null | undefined): Promise<VerifiedSolution> {
    if (!payload) throw captchaInvalid(true);
    let decoded: { signature?: unknown; salt?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      throw captchaInvalid(false);
    }
    if (typeof decoded?.signature !== 'string' || typeof decoded.salt !== 'string') throw captchaInvalid(false);
    // Every challenge we sign carries an expiry: one without it is not ours to accept forever.
    const expires = Number(new URLSearchParams(decoded.salt.split('?')[1] ?? '').get('expires') ?? Number.NaN);
    if (!Number.isInteger(expires) || expires <= 0) throw captchaInvalid(false);
    if (!(await verifySolution(payload, await this.deps.key(), true))) throw captchaInvalid(false);
    return { signature: decoded.signature, expiresAt: new Date(expires * 1000) };
  }

  /** Records the solution as used; 409 CAPTCHA_REPLAYED when it already was (unique key, any instance). */
  async spend(solution: VerifiedSolution, executor: Executor = this.deps.db): Promise<void> {
    const inserted = await executor
      .insert(captchaSolutions)
      .values({ signature: solution.signature, expiresAt: solution.expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaSolutions.signature });
    if (inserted.length === 0) {
      throw new AppError(409, 'CAPTCHA_REPLAYED', 'This captcha solution was already used: solve a new one.', { messageKey: 'validation.required' });
    }
  }

  /** Forgets solutions whose challenge has expired (they fail verify() anyway). */
  async prune(executor: Executor = this.deps.db): Promise<void> {
    await executor.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
  }
}
