import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { getBus } from '../bus/event-bus.ts';
import { FLAG_DEFAULTS, type FlagKey } from '../contract/flags.ts';
import { ServerDataContext, type ServerDataStore } from './server-data.ts';
import { flagValue, useFlag, watchFlag } from './use-flag.ts';

const BUS_KEY = Symbol.for('trama.bus');

afterEach(() => {
  cleanup();
  // A fresh bus per test: facts replay their last value.
  (globalThis as unknown as Record<symbol, unknown>)[BUS_KEY] = undefined;
});

function Show({ flag }: { flag: FlagKey }) {
  return <p>{useFlag(flag) ? 'on' : 'off'}</p>;
}

describe('feature flags for every slice (storefront §9, architecture §2)', () => {
  it('§9 defaults apply until the shell publishes the flags', () => {
    render(<Show flag="stock-left" />);
    expect(screen.getByText('on')).toBeTruthy();
    expect(flagValue('hide-discount')).toBe(false);
    expect(FLAG_DEFAULTS['depot']).toBe(false);
  });

  it('follows the published flags fact, including a later change', () => {
    render(<Show flag="stock-left" />);
    act(() => getBus().publish('flags', { 'stock-left': false }));
    expect(screen.getByText('off')).toBeTruthy();
    act(() => getBus().publish('flags', { 'stock-left': true }));
    expect(screen.getByText('on')).toBeTruthy();
    expect(flagValue('stock-left')).toBe(true);
  });

  it('a component mounted after the flags arrived renders with them at once (no default flash)', () => {
    getBus().publish('flags', { 'hide-discount': true });
    const renders: boolean[] = [];
    function Record() {
      renders.push(useFlag('hide-discount'));
      return null;
    }
    render(<Record />);
    expect(renders[0]).toBe(true);
  });

  it('a flag missing from the fact keeps its default', () => {
    getBus().publish('flags', { depot: true });
    expect(flagValue('depot')).toBe(true);
    expect(flagValue('personalization')).toBe(FLAG_DEFAULTS.personalization);
  });

  it('starts from the server snapshot while hydrating, so the first render matches the server HTML', () => {
    const store: ServerDataStore = { mode: 'hydrate', answers: {}, flags: { 'hide-discount': true } };
    render(
      <ServerDataContext.Provider value={store}>
        <Show flag="hide-discount" />
      </ServerDataContext.Provider>,
    );
    expect(screen.getByText('on')).toBeTruthy();
  });

  it('watchFlag reports the value now and on every change, until unsubscribed', () => {
    const seen: boolean[] = [];
    getBus().publish('flags', {});
    const stop = watchFlag('promotion-rules', (value) => seen.push(value));
    getBus().publish('flags', { 'promotion-rules': false });
    stop();
    getBus().publish('flags', { 'promotion-rules': true });
    expect(seen).toEqual([true, false]);
  });
});
