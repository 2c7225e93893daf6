import { positiveInteger } from './env-values.ts';

/** Issue 33 §3: who may read the release status, and when a canary is rolled back by itself (README). */
export interface ReleaseWatchConfig {
  /** NODE_ENV=production: /dev/releases and /api/dev/releases need the team token. */
  production: boolean;
  /** TEAM_TOKEN: `authorization: Bearer <token>` opens the status in production; null there = 404. */
  teamToken: string | null;
  /** CANARY_FAILURE_THRESHOLD: a canary failing at least this share of its requests (0–1) is rolled back. */
  failureThreshold: number;
  /** CANARY_MIN_REQUESTS: ...once it has at least this many (mounts + failures) in the window. */
  minRequests: number;
}

export const DEFAULT_CANARY_FAILURE_THRESHOLD = 0.2;
export const DEFAULT_CANARY_MIN_REQUESTS = 20;

/** A share strictly above 0 and at most 1; a typo stops the start (never "roll back everything"). */
export function failureThresholdFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_CANARY_FAILURE_THRESHOLD;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > 1) {
    throw new Error(`CANARY_FAILURE_THRESHOLD must be a number above 0 and at most 1, got '${value}'`);
  }
  return number;
}

export function releaseWatchConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseWatchConfig {
  return {
    production: env.NODE_ENV === 'production',
    teamToken: env.TEAM_TOKEN?.trim() || null,
    failureThreshold: failureThresholdFrom(env.CANARY_FAILURE_THRESHOLD),
    minRequests: positiveInteger(env.CANARY_MIN_REQUESTS, DEFAULT_CANARY_MIN_REQUESTS, 'CANARY_MIN_REQUESTS'),
  };
}
