import { describe, expect, it } from 'vitest';
import { releaseWatchConfigFromEnv } from './release-config.ts';

describe('[33.3] release watch config (TEAM_TOKEN, CANARY_FAILURE_THRESHOLD, CANARY_MIN_REQUESTS)', () => {
  it('[33.3] defaults: open outside production, 20 % of at least 20 requests', () => {
    expect(releaseWatchConfigFromEnv({})).toEqual({ production: false, teamToken: null, failureThreshold: 0.2, minRequests: 20 });
  });

  it('[33.3] reads the environment; an empty TEAM_TOKEN is none', () => {
    expect(releaseWatchConfigFromEnv({ NODE_ENV: 'production', TEAM_TOKEN: ' s3cret ', CANARY_FAILURE_THRESHOLD: '0.5', CANARY_MIN_REQUESTS: '100' })).toEqual({
      production: true,
      teamToken: 's3cret',
      failureThreshold: 0.5,
      minRequests: 100,
    });
    expect(releaseWatchConfigFromEnv({ NODE_ENV: 'production', TEAM_TOKEN: '  ' }).teamToken).toBeNull();
    expect(releaseWatchConfigFromEnv({ CANARY_FAILURE_THRESHOLD: '1' }).failureThreshold).toBe(1);
  });

  it.each(['0', '-0.1', '1.5', 'abc', '20%'])('[33.3] CANARY_FAILURE_THRESHOLD=%s stops the start', (value) => {
    expect(() => releaseWatchConfigFromEnv({ CANARY_FAILURE_THRESHOLD: value })).toThrow(/CANARY_FAILURE_THRESHOLD/);
  });

  it.each(['0', '2.5', 'many'])('[33.3] CANARY_MIN_REQUESTS=%s stops the start', (value) => {
    expect(() => releaseWatchConfigFromEnv({ CANARY_MIN_REQUESTS: value })).toThrow(/CANARY_MIN_REQUESTS/);
  });
});
