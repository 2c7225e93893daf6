import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAppForFile } from '../helpers/test-app.ts';
import { postRaw } from '../helpers/raw-body.ts';

const t = testAppForFile();
let originalFlags: string;
beforeAll(async () => {
  originalFlags = await readFile(t.paths.flagsFile, 'utf8');
});
beforeEach(() => writeFile(t.paths.flagsFile, originalFlags));

const bulk = (payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/ofrep/v1/evaluate/flags', payload, headers });
const single = (key: string, payload?: object) => t.app.inject({ method: 'POST', url: `/ofrep/v1/evaluate/flags/${key}`, payload });

async function editFlags(edit: (flags: Record<string, Record<string, unknown>>) => void) {
  const doc = JSON.parse(originalFlags);
  edit(doc.flags);
  await writeFile(t.paths.flagsFile, JSON.stringify(doc));
}

type Entry = { key: string; value?: unknown; reason?: string; variant?: string; errorCode?: string };

describe('POST /ofrep/v1/evaluate/flags (bulk)', () => {
  it('§9 evaluates every flag: remotes and the spec flags on, the others off', async () => {
    const res = await bulk({ context: { targetingKey: 'shopper-1' } });
    expect(res.statusCode).toBe(200);
    const values = Object.fromEntries((res.json().flags as Entry[]).map((f) => [f.key, f.value]));
    for (const key of ['remote-catalogue', 'remote-basket', 'remote-account', 'remote-content', 'remote-stores']) expect(values[key], key).toBe(true);
    for (const key of ['personalization', 'store-delivery', 'store-return', 'private-sale-popup', 'promotion-rules', 'stock-left', 'redeem-points', 'affiliate-script']) {
      expect(values[key], key).toBe(true);
    }
    for (const key of ['express-delivery', 'foreign-delivery', 'depot', 'hide-discount']) expect(values[key], key).toBe(false);
  });

  it('answers OFREP success entries (key, value, variant, reason STATIC)', async () => {
    const flags: Entry[] = (await bulk()).json().flags;
    expect(flags.find((f) => f.key === 'depot')).toMatchObject({ key: 'depot', value: false, variant: 'off', reason: 'STATIC' });
  });

  it('works without a body, as plain `curl -X POST`', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ofrep/v1/evaluate/flags' });
    expect(res.statusCode).toBe(200);
    expect(res.json().flags.length).toBeGreaterThan(10);
  });

  it('sends an ETag and answers 304 when it matches If-None-Match', async () => {
    const first = await bulk({ context: {} });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await bulk({ context: {} }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await editFlags((flags) => {
      flags.depot!.defaultVariant = 'on';
    });
    expect((await bulk({ context: {} }, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('leaves DISABLED flags out (they behave as missing) and reports broken ones', async () => {
    await editFlags((flags) => {
      flags.depot!.state = 'DISABLED';
      flags['hide-discount']!.defaultVariant = 'maybe';
    });
    const flags: Entry[] = (await bulk()).json().flags;
    expect(flags.some((f) => f.key === 'depot')).toBe(false);
    expect(flags.find((f) => f.key === 'hide-discount')).toMatchObject({ errorCode: 'PARSE_ERROR' });
  });

  it('applies JsonLogic targeting with the evaluation context', async () => {
    await editFlags((flags) => {
      flags['express-delivery']!.targeting = { if: [{ in: [{ var: 'country' }, ['IT', 'SM']] }, 'on', null] };
    });
    const value = async (country: string) =>
      ((await bulk({ context: { country } })).json().flags as Entry[]).find((f) => f.key === 'express-delivery');
    expect(await value('IT')).toMatchObject({ value: true, reason: 'TARGETING_MATCH', variant: 'on' });
    expect(await value('FR')).toMatchObject({ value: false, reason: 'DEFAULT', variant: 'off' });
  });

  it('answers 400 INVALID_CONTEXT for a context that is not an object, and PARSE_ERROR for malformed JSON', async () => {
    const bad = await bulk({ context: 'shopper' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', errorCode: 'INVALID_CONTEXT' });
    const malformed = await postRaw(t, '/ofrep/v1/evaluate/flags', '{"context": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_JSON', errorCode: 'PARSE_ERROR' });
  });

  it('answers 503 with an error code when the flag file is corrupt', async () => {
    await writeFile(t.paths.flagsFile, '{"flags": 12}');
    const res = await bulk();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'FLAGS_UNAVAILABLE', errorCode: 'GENERAL' });
  });
});

describe('POST /ofrep/v1/evaluate/flags/:key (single)', () => {
  it('evaluates one flag', async () => {
    const res = await single('store-delivery', { context: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'store-delivery', value: true, variant: 'on', reason: 'STATIC' });
  });

  it('answers 404 FLAG_NOT_FOUND for an unknown or DISABLED flag', async () => {
    const unknown = await single('no-such-flag');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ key: 'no-such-flag', errorCode: 'FLAG_NOT_FOUND', code: 'FLAG_NOT_FOUND', statusCode: 404 });
    await editFlags((flags) => {
      flags.personalization!.state = 'DISABLED';
    });
    expect((await single('personalization')).json().errorCode).toBe('FLAG_NOT_FOUND');
  });

  it('answers 400 PARSE_ERROR for a flag whose definition is broken', async () => {
    // (Before issue 32 §3 `fractional` was the example: our own evaluator refused it; flagd-core knows it.)
    await editFlags((flags) => {
      flags.depot!.targeting = { no_such_operation: [['on', 50], ['off', 50]] };
    });
    const res = await single('depot', { context: { targetingKey: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'depot', errorCode: 'PARSE_ERROR' });
  });

  it('[32.3] a flag with fractional targeting splits visitors by targetingKey, the same visitor always on the same side', async () => {
    await editFlags((flags) => {
      flags.depot!.targeting = { fractional: [['on', 50], ['off', 50]] };
    });
    const visitors = Array.from({ length: 40 }, (_, i) => `visitor-${i}`);
    const variants = async () => Promise.all(visitors.map(async (targetingKey) => (await single('depot', { context: { targetingKey } })).json().variant));
    const first = await variants();
    expect(new Set(first)).toEqual(new Set(['on', 'off']));
    expect(await variants()).toEqual(first);
    const bulkEntry = ((await bulk({ context: { targetingKey: 'visitor-3' } })).json().flags as Entry[]).find((f) => f.key === 'depot');
    expect(bulkEntry).toMatchObject({ variant: first[3], reason: 'TARGETING_MATCH' });
  });

  it('[32.3] $ref evaluators and sem_ver in the file are understood', async () => {
    const doc = JSON.parse(originalFlags);
    doc.$evaluators = { newApp: { sem_ver: [{ var: 'appVersion' }, '>=', '3.0.0'] } };
    doc.flags['express-delivery'].targeting = { if: [{ $ref: 'newApp' }, 'on', 'off'] };
    await writeFile(t.paths.flagsFile, JSON.stringify(doc));
    expect((await single('express-delivery', { context: { appVersion: '3.1.0' } })).json()).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });
    expect((await single('express-delivery', { context: { appVersion: '2.9.0' } })).json()).toMatchObject({ value: false });
  });

  it('answers 400 for a malformed key', async () => {
    const res = await single('bad%20key!');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_CONTEXT');
  });
});
