/** Flags in a server render (docs/flags.md): evaluated once per request, rendered with, embedded, published. */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { getBus } from '@trama/shared/bus';
import type { FlagValues } from '@trama/shared/contract';
import { ServerDataContext, useFlag, type ServerDataStore } from '@trama/shared/ui';
import { readServerRendered } from '../server-rendered.ts';
import { renderParcel } from '../server/render-parcel.ts';
import { serverFlags } from './server-flags.ts';
import { forgetBus } from '../test-support/auth.ts';

afterEach(() => {
  forgetBus();
  document.body.innerHTML = '';
});

const ofrep = (flags: { key: string; value: unknown }[]) => () => Promise.resolve(new Response(JSON.stringify({ flags }), { status: 200 }));

describe('the renderer evaluates the flags once per request', () => {
  it('§9 asks the API\'s OFREP bulk endpoint through the host\'s fetch and keeps the storefront flags', async () => {
    const asked: { url: string; method?: string }[] = [];
    const fetch = (url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method });
      return ofrep([{ key: 'stock-left', value: false }, { key: 'remote-basket', value: false }])();
    };
    expect(await serverFlags(fetch, 'http://api.local', 300)).toEqual({ 'stock-left': false });
    expect(asked).toEqual([{ url: 'http://api.local/ofrep/v1/evaluate/flags', method: 'POST' }]);
  });

  it('a failing or slow flag service gives {} (every flag at its default), never later than the budget', async () => {
    expect(await serverFlags(() => Promise.resolve(new Response('{}', { status: 503 })), 'http://api.local', 300)).toEqual({});
    expect(await serverFlags(() => Promise.reject(new Error('down')), 'http://api.local', 300)).toEqual({});
    const started = performance.now();
    expect(await serverFlags(() => new Promise<Response>(() => undefined), 'http://api.local', 50)).toEqual({});
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('§9 the parcel renders with them: useFlag reads the request\'s flags from its store', async () => {
    function Hint() {
      return createElement('p', null, useFlag('stock-left') ? 'Solo 2 pezzi disponibili' : 'no hint');
    }
    const parcel = { serverElement: (_props: object, store: ServerDataStore) => createElement(ServerDataContext, { value: store }, createElement(Hint)) };
    const render = (flags: FlagValues) => renderParcel(parcel, {}, { idPrefix: 'p-', deadline: performance.now() + 1000, origin: 'https://shop.example', flags });
    expect((await render({})).html).toContain('Solo 2 pezzi disponibili');
    expect((await render({ 'stock-left': false })).html).toContain('no hint');
  });
});

describe('the browser reads the embedded flags', () => {
  function page(state: object) {
    document.body.innerHTML = `<script type="application/json" id="trama-ssr">${JSON.stringify(state)}</script>
      <div data-server-rendered="b1"><div class="sh-slot__parcel"><p>page</p></div></div>`;
    return document;
  }

  it('§9 publishes them as the first flags fact and hands them to the page parcel for hydration; junk is dropped', () => {
    const flags = { 'hide-discount': true, depot: 'yes', 'remote-basket': false };
    const read = readServerRendered(page({ language: 'it', menu: [], flags, page: { slotKey: 'k', answers: {}, idPrefix: 'p-', build: 'b1' } }), 'it');
    expect(read?.flags).toEqual({ 'hide-discount': true });
    expect(read?.page?.flags).toEqual({ 'hide-discount': true });
    let fact: FlagValues | undefined;
    getBus()
      .select('flags')
      .subscribe((value) => (fact = value))
      .unsubscribe();
    expect(fact).toEqual({ 'hide-discount': true });
  });

  it('a page from before the flags were embedded: {} (the defaults)', () => {
    const read = readServerRendered(page({ language: 'it', menu: [], page: null }), 'it');
    expect(read?.flags).toEqual({});
  });
});
