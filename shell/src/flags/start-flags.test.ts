import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryProvider, OpenFeature } from '@openfeature/web-sdk';
import { getBus } from '@trama/shared/bus';
import { flagValuesOfOfrep } from './flag-values.ts';
import { startFlags } from './start-flags.ts';
import { forgetBus, recordFacts } from '../test-support/auth.ts';

const boolean = (on: boolean) => ({ disabled: false, variants: { on: true, off: false }, defaultVariant: on ? 'on' : 'off' });

afterEach(async () => {
  await OpenFeature.clearProviders();
  OpenFeature.clearHandlers();
  forgetBus();
});

/** The flags fact as a list of what was published, newest last. */
const published = () => recordFacts('flags');

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the shell publishes the feature flags (architecture §2, storefront §9)', () => {
  it('§9 once the provider is ready: every storefront flag it knows, as the flags fact', async () => {
    const seen = published();
    startFlags('http://shop.test', new InMemoryProvider({ 'stock-left': boolean(false), depot: boolean(true), 'remote-basket': boolean(false) }));
    await until(() => seen.length > 0);
    // Flags the provider does not know are left out (their defaults apply); remote-* are not the slices'.
    expect(seen.at(-1)).toEqual({ 'stock-left': false, depot: true });
  });

  it('§9 a configuration change (a flag flipped in config/flags.json) is published again', async () => {
    const seen = published();
    const provider = new InMemoryProvider({ 'hide-discount': boolean(false) });
    startFlags('http://shop.test', provider);
    await until(() => seen.length > 0);
    expect(seen.at(-1)).toEqual({ 'hide-discount': false });
    await provider.putConfiguration({ 'hide-discount': boolean(true) });
    await until(() => seen.at(-1)?.['hide-discount'] === true);
    expect(seen.at(-1)).toEqual({ 'hide-discount': true });
  });

  it('an unchanged evaluation publishes nothing new; no provider answer keeps the server values', async () => {
    getBus().publish('flags', { 'stock-left': false });
    const seen = published();
    startFlags('http://shop.test', new InMemoryProvider({ 'stock-left': boolean(false) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([{ 'stock-left': false }]);
  });
});

describe('a flag service that does not answer', () => {
  it('publishes {} (every flag at its default) once, so what waits for the flags goes on; server values stand', async () => {
    const failing = { metadata: { name: 'down' }, runsOn: 'client', initialize: () => Promise.reject(new Error('down')), resolveBooleanEvaluation: () => ({ value: false }) };
    const seen = published();
    startFlags('http://shop.test', failing as never);
    await until(() => seen.length > 0);
    expect(seen).toEqual([{}]);
  });
});

describe('the OFREP bulk answer the server render reads', () => {
  it('keeps storefront flags with a boolean value; anything else is left to the defaults', () => {
    const body = {
      flags: [
        { key: 'stock-left', value: false },
        { key: 'depot', value: 'yes' },
        { key: 'remote-catalogue', value: true },
        { key: 'support-desk', value: true },
        { key: 'hide-discount', value: true },
      ],
    };
    expect(flagValuesOfOfrep(body)).toEqual({ 'stock-left': false, 'hide-discount': true });
    expect(flagValuesOfOfrep({ errorCode: 'GENERAL' })).toEqual({});
    expect(flagValuesOfOfrep(null)).toEqual({});
  });
});
