/**
 * Issue 33 §3: the release status is open outside production; in production only with the team
 * token (TEAM_TOKEN) as a bearer token, and absent (404) when no token is configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerMatches } from '../../src/routes/dev-releases/team-access.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'team-secret-0123456789';
const PATHS = ['/api/dev/releases', '/dev/releases'];

let development: TestApp;
let noToken: TestApp;
let withToken: TestApp;
beforeAll(async () => {
  [development, noToken, withToken] = await Promise.all([
    createTestApp({ releases: { production: false, teamToken: null } }),
    createTestApp({ releases: { production: true, teamToken: null } }),
    createTestApp({ releases: { production: true, teamToken: TOKEN } }),
  ]);
});
afterAll(async () => {
  await Promise.all([development, noToken, withToken].map((app) => app?.close()));
});

describe('[33.3] who may read the release status', () => {
  it.each(PATHS)('[33.3] %s is open outside production, token or not', async (url) => {
    expect((await development.app.inject({ url })).statusCode).toBe(200);
    expect((await development.app.inject({ url, headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(200);
  });

  it.each(PATHS)('[33.3] %s does not exist in production without TEAM_TOKEN (404), even with a bearer token', async (url) => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await noToken.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Releases');
    }
  });

  it.each(PATHS)('[33.3] %s in production: 401 TEAM_TOKEN_REQUIRED without or with a wrong token, 200 with the right one', async (url) => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const res = await withToken.app.inject({ url, headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'TEAM_TOKEN_REQUIRED' });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const ok = await withToken.app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('[33.3] the bearer comparison takes exactly the token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer', TOKEN)).toBe(false);
  });
});
