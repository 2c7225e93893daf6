/**
 * The e2e web server: the real API (embedded PostgreSQL in a throw-away folder) serving the
 * built shell and remotes, with its own copies of flags.json and the registry so tests can
 * flip flags and re-point remotes the way a product owner or a deploy would. The runner starts
 * one per Playwright worker (E2E_SERVER_INDEX, support/paths.ts): its own port, database and files.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { availablePort } from '../../api/src/db/available-port.ts';
import { startLocalOidcProvider } from '../../api/test/helpers/local-oidc-provider.ts';
import { SOCIAL_ACCOUNTS } from './social-accounts.ts';
import { BASE_URL, E2E_PORT, FLAGS_FILE, REGISTRY_FILE, REPO, SERVER_INDEX, STATE_DIR } from './paths.ts';

await rm(STATE_DIR, { recursive: true, force: true });
await mkdir(STATE_DIR, { recursive: true });
await copyFile(path.join(REPO, 'config/flags.json'), FLAGS_FILE);
await copyFile(path.join(REPO, 'deploy/registry.json'), REGISTRY_FILE);

// Issue 31 point 1: a real OpenID provider per social button (oidc-provider, on free ports of
// 127.0.0.1, another site than the shop's localhost). Google signs in a shopper new to the shop,
// Facebook the demo account's owner (support/social-accounts.ts): social.spec.ts follows both.
const callback = (id: string) => `${BASE_URL}/api/social-sign-in/${id}/callback`;
const google = await startLocalOidcProvider({ name: 'google', redirectUris: [callback('google')], account: { ...SOCIAL_ACCOUNTS.google } });
const facebook = await startLocalOidcProvider({ name: 'facebook', redirectUris: [callback('facebook')], account: { ...SOCIAL_ACCOUNTS.facebook } });

const api = spawn(process.execPath, [path.join(REPO, 'api/src/server.ts')], {
  cwd: REPO,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    // The links of the e-mails the journeys follow point at this server, whatever PUBLIC_URL the machine exports.
    PUBLIC_URL: BASE_URL,
    // Any free port when 55450 (+ the server's slot) is held by another run: a fixed one failed CI once.
    PG_PORT: String(await availablePort(Number(process.env.E2E_PG_PORT ?? 55450) + SERVER_INDEX)),
    PGDATA_DIR: path.join(STATE_DIR, 'postgres'),
    FLAGS_FILE,
    REMOTE_REGISTRY_FILE: REGISTRY_FILE,
    DATABASE_URL: '',
    // The journeys pay through the local sandbox provider, whatever keys the machine may hold.
    PAYMENT_PROVIDER: 'sandbox',
    // Product photos are painted when a page asks for them (docs/media.md), not all at once beside the journeys.
    MEDIA_WARM_UP: '0',
    // Every journey comes from one address and signs in often: the limits themselves are tested in the API suite.
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    CHECKEMAIL_RATE_LIMIT_PER_IP: '1000',
    RESET_RATE_LIMIT_PER_EMAIL: '1000',
    RESET_RATE_LIMIT_PER_IP: '1000',
    REGISTER_RATE_LIMIT_PER_EMAIL: '1000',
    REGISTER_RATE_LIMIT_PER_IP: '1000',
    // Issue 33 §3: every page the journeys open reports its slots per build from this one address.
    REMOTE_REPORTS_RATE_LIMIT_PER_IP: '100000',
    // The journeys check server-rendered pages; the 300 ms slot budget is proven by the API tests
    // (faults injected), and a busy 2-core CI machine once needed more for a cold remote.
    SERVER_RENDER_BUDGET_MS: '2000',
    // Issue 33 §4: the canary journey's throwing build is judged after a few visits, not the default 20.
    CANARY_MIN_REQUESTS: '6',
    // Issue 14: the contact journey solves a real ALTCHA challenge; a small range keeps that quick.
    ALTCHA_MAX_NUMBER: '2000',
    // Issue 16: the affiliate script and the social feed, on this server's own origin (consent.spec.ts
    // answers these paths itself): the run reaches no external host, and they load only after consent.
    TRAMA_AFFILIATE_SCRIPT_URL: `${BASE_URL}/e2e/affiliate-tag.js`,
    TRAMA_SOCIAL_FEED_URL: `${BASE_URL}/e2e/social-feed.json`,
    OIDC_GOOGLE_ISSUER: google.issuer,
    OIDC_GOOGLE_CLIENT_ID: google.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: google.clientSecret,
    OIDC_FACEBOOK_ISSUER: facebook.issuer,
    OIDC_FACEBOOK_CLIENT_ID: facebook.clientId,
    OIDC_FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
