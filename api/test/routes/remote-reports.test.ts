/** Issue 33 §3: POST /api/external/remote-reports, the browsers' reports per remote build. */
import { describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../helpers/basket-fixtures.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const LIMIT = 4;
const t = testAppForFile({ auth: { rateLimits: { remoteReportsPerIp: LIMIT, windowSeconds: 3600 } } });

let ipSequence = 0;
/** Each test from its own address, so only the rate-limit test meets the limit. */
const newIp = () => `10.33.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

const BUILD = 'a1b2c3d4e5f6';

const post = (payload: unknown, options: { ip?: string; contentType?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/external/remote-reports',
    remoteAddress: options.ip ?? newIp(),
    headers: { 'content-type': options.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const countsOf = (buildId: string) =>
  queryRows<{ remote: string; kind: string; count: number }>(
    t,
    'select remote, kind, sum(count)::int as count from remote_report_counts where build_id = $1 group by remote, kind order by remote, kind',
    [buildId],
  );

describe('[33.3] POST /api/external/remote-reports', () => {
  it('[33.3] a good batch is 204 and counted per remote, build and kind in this minute', async () => {
    const res = await post({
      reports: [
        { remote: 'catalogue', buildId: BUILD, kind: 'mount' },
        { remote: 'catalogue', buildId: BUILD, kind: 'mount' },
        { remote: 'catalogue', buildId: BUILD, kind: 'render-failure' },
        { remote: 'basket', buildId: BUILD, kind: 'load-failure' },
      ],
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countsOf(BUILD)).toEqual([
      { remote: 'basket', kind: 'load-failure', count: 1 },
      { remote: 'catalogue', kind: 'mount', count: 2 },
      { remote: 'catalogue', kind: 'render-failure', count: 1 },
    ]);
    // A second batch adds to the minute's row (a second row only if the minute turned meanwhile).
    expect((await post({ reports: [{ remote: 'catalogue', buildId: BUILD, kind: 'mount' }] })).statusCode).toBe(204);
    const rows = await queryRows<{ count: number; minute: Date }>(t, "select count, minute from remote_report_counts where build_id = $1 and remote = 'catalogue' and kind = 'mount'", [BUILD]);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    for (const row of rows) expect(new Date(row.minute).getUTCSeconds()).toBe(0);
  });

  it('[33.3] a full batch of 20 is accepted', async () => {
    const reports = Array.from({ length: 20 }, () => ({ remote: 'stores', buildId: 'fedcba987654', kind: 'mount' }));
    expect((await post({ reports })).statusCode).toBe(204);
    expect(await countsOf('fedcba987654')).toEqual([{ remote: 'stores', kind: 'mount', count: 20 }]);
  });

  it('[33.3] stores no personal data: only counts, and the rate limit keeps a hash of the address', async () => {
    const ip = '10.99.1.2';
    expect((await post({ reports: [{ remote: 'content', buildId: '0123456789ab', kind: 'mount' }] }, { ip })).statusCode).toBe(204);
    const columns = await queryRows<{ column_name: string }>(t, "select column_name from information_schema.columns where table_name = 'remote_report_counts' order by column_name");
    expect(columns.map((c) => c.column_name)).toEqual(['build_id', 'count', 'kind', 'minute', 'remote']);
    expect(await countRows(t, 'select count(*)::int as n from rate_limits where key like $1', [`%${ip}%`])).toBe(0);
    expect(await countRows(t, "select count(*)::int as n from rate_limits where key like 'remote-reports:ip:%'")).toBeGreaterThan(0);
  });

  const item = { remote: 'catalogue', buildId: BUILD, kind: 'mount' };
  const BAD_BODIES: [string, unknown][] = [
    ['no reports field', {}],
    ['reports not an array', { reports: item }],
    ['an empty batch', { reports: [] }],
    ['more than 20 reports', { reports: Array.from({ length: 21 }, () => item) }],
    ['an unknown remote', { reports: [{ ...item, remote: 'checkout' }] }],
    ['a remote in capitals', { reports: [{ ...item, remote: 'Catalogue' }] }],
    ['a build id in capitals', { reports: [{ ...item, buildId: 'A1B2C3D4E5F6' }] }],
    ['a build id of 11 characters', { reports: [{ ...item, buildId: 'a1b2c3d4e5f' }] }],
    ['a build id of 13 characters', { reports: [{ ...item, buildId: 'a1b2c3d4e5f60' }] }],
    ['a build id that is not hex', { reports: [{ ...item, buildId: 'a1b2c3d4e5fg' }] }],
    ['a build id that is a number', { reports: [{ ...item, buildId: 123456789012 }] }],
    ['an unknown kind', { reports: [{ ...item, kind: 'crash' }] }],
    ['the server-only kind', { reports: [{ ...item, kind: 'server-fault' }] }],
    ['a report without kind', { reports: [{ remote: 'catalogue', buildId: BUILD }] }],
    ['an extra field in a report', { reports: [{ ...item, url: '/it/prodotto' }] }],
    ['an extra field beside reports', { reports: [item], visitor: 'abc' }],
    ['a report that is a string', { reports: ['catalogue'] }],
    ['a body that is an array', [item]],
    ['a body that is null', null],
  ];

  it.each(BAD_BODIES)('[33.3] refuses %s: 400 VALIDATION_ERROR, nothing counted', async (_what, body) => {
    const before = await countRows(t, 'select coalesce(sum(count), 0)::int as n from remote_report_counts');
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(await countRows(t, 'select coalesce(sum(count), 0)::int as n from remote_report_counts')).toBe(before);
  });

  it('[33.3] refuses a body that is not JSON (400 INVALID_JSON) and one that is not declared JSON (415)', async () => {
    const broken = await post('{"reports": [', {});
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'INVALID_JSON' });
    const empty = await post('', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'INVALID_JSON' });
    const text = await post(JSON.stringify({ reports: [item] }), { contentType: 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('[33.3] is rate-limited per client address: 429 RATE_LIMITED with Retry-After, other addresses unaffected', async () => {
    const ip = newIp();
    const body = { reports: [{ remote: 'account', buildId: '00000000000a', kind: 'mount' }] };
    for (let i = 0; i < LIMIT; i += 1) expect((await post(body, { ip })).statusCode).toBe(204);
    const blocked = await post(body, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await countsOf('00000000000a')).toEqual([{ remote: 'account', kind: 'mount', count: LIMIT }]);
    expect((await post(body)).statusCode).toBe(204);
  });
});
