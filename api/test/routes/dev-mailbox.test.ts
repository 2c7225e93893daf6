import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { mailsTo, registrationBody } from '../helpers/auth.ts';
import { createTestApp, type TestApp, testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('local mailbox (architecture §4 E-mail, outside production)', () => {
  it('lists the e-mails newest first, each opening a page whose activation link can be followed', async () => {
    const first = registrationBody({ langKey: 'en' });
    const second = registrationBody({ langKey: 'es' });
    for (const body of [first, second]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: body, headers: { host: 'localhost:8080' } })).statusCode).toBe(201);
    }
    // Routed to the mailbox even with the shell built (the shell takes every other extension-less path).
    await t.write('shell/dist/index.html', INDEX);
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    const items = [...list.body.matchAll(/<li data-testid="mail-item"><a href="(\/dev\/mailbox\/\d+)">([^<]*)<\/a> <small>to ([^ ]+)/g)];
    const recipients = items.map((m) => m[3]);
    expect(recipients.indexOf(second.email)).toBeLessThan(recipients.indexOf(first.email));
    const mine = items.find((m) => m[3] === first.email)!;
    expect(mine[2]).toBe('Activate your Trama account');

    const message = await t.app.inject({ url: mine[1]! });
    expect(message.statusCode).toBe(200);
    const link = /<a data-testid="mail-link" href="([^"]+)">/.exec(message.body)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:8080\/en\/activate\/[A-Za-z0-9_-]{43}$/);
    const key = link!.split('/').pop()!;
    const activated = await t.app.inject({ url: '/api/activate', query: { key } });
    expect(activated.statusCode).toBe(200);
  });

  it('escapes everything it shows: a stored subject or text never becomes markup', async () => {
    const to = `escape.${Date.now()}@example.com`;
    await queryRows(
      t,
      `insert into mail_outbox ("to", subject, text, html, language, kind) values ('x@example.com', '<script>alert("s")</script>', 'a & b', '', 'it', 'test'),
       ($1, 'Benvenuto', 'Ciao <img src=x onerror=alert(1)>,', '', 'it', 'test')`,
      [to],
    );
    const list = await t.app.inject({ url: '/dev/mailbox' });
    expect(list.body).not.toContain('<script>');
    expect(list.body).toContain('&#60;script&#62;alert(&#34;s&#34;)&#60;/script&#62;');
    const [mail] = await mailsTo(t, to);
    const page = await t.app.inject({ url: `/dev/mailbox/${mail!.id}` });
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('GET /api/dev/outbox?to filters by recipient (any case), newest first, with the link', async () => {
    const body = registrationBody();
    await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    const res = await t.app.inject({ url: '/api/dev/outbox', query: { to: body.email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: body.email, kind: 'activation', sentAt: null, link: expect.stringContaining('/it/activate/') });
  });

  it('an unknown message is 404 JSON; /dev paths the mailbox does not have are 404, never the shell', async () => {
    await t.write('shell/dist/index.html', INDEX);
    expect((await t.app.inject({ url: '/dev/mailbox/999999' })).json().code).toBe('MAIL_NOT_FOUND');
    expect((await t.app.inject({ url: '/dev/other' })).statusCode).toBe(404);
  });
});

describe('in production (NODE_ENV=production)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ auth: { production: true, jwtSecret: 'a-production-secret-of-at-least-32-chars' } });
  });
  afterAll(() => prod.close());

  it('there is no mailbox: /dev/mailbox, a message and /api/dev/outbox are 404', async () => {
    await prod.write('shell/dist/index.html', INDEX);
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/outbox']) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('[29.7] only for a direct loopback client of a local shop', () => {
  const PATHS = ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/outbox'];

  it('a request carrying forwarding headers (a tunnel or proxy in front of npm start) gets the 404 a missing page gets', async () => {
    const headers: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-host': 'abc.tunnel.example' },
      { 'x-forwarded-proto': 'https' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
      { 'cf-connecting-ip': '203.0.113.9' },
    ];
    for (const url of PATHS) {
      for (const header of headers) {
        const res = await t.app.inject({ url, headers: header });
        expect(res.statusCode, `${url} ${JSON.stringify(header)}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('a client that is not on the loopback interface gets 404; 127.0.0.1 and ::1 are served', async () => {
    for (const url of PATHS) {
      expect((await t.app.inject({ url, remoteAddress: '192.168.1.20' })).statusCode, url).toBe(404);
      expect((await t.app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('[29.7] with a PUBLIC_URL that is not a localhost origin (outside production)', () => {
  let exposed: TestApp;
  beforeAll(async () => {
    exposed = await createTestApp({ auth: { publicUrl: 'https://shop.example' } });
  });
  afterAll(() => exposed.close());

  it('there is no mailbox, even for a direct loopback client', async () => {
    await exposed.write('shell/dist/index.html', INDEX);
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/outbox']) {
      const res = await exposed.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
