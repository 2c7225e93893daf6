/**
 * Issue 30 §5: another remote's parcel inside a server-rendered page (the home's recommended
 * slider) is in the server HTML, and the browser hydrates it as a root of its own with the answers
 * the server embedded — no second fetch, no mismatch, the server's nodes kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import type { LoadParcel } from '../contract/parcels.ts';
import { useAsync } from '../ui/use-async.ts';
import { collectStore, type ForeignRender, type ServerDataStore } from '../ui/server-data.ts';
import { createParcel, type ParcelLifecycles } from './create-parcel.tsx';
import { ForeignParcel } from './foreign-parcel.tsx';

const loads: string[] = [];
const loadCards = async (_signal: AbortSignal, language: string) => {
  loads.push(language);
  return ['Lenzuolo Sabbia', 'Tovaglia Rosa'];
};

function Slider({ language }: { language: string }) {
  const titleId = useId();
  const state = useAsync(loadCards, [language]);
  if (state.status !== 'done') return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Potrebbe piacerti anche</h2>
      <ul>
        {state.value.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
const slider = createParcel(Slider, { boundary: 'catalogue' });

const props = { language: 'it', path: '/', apiBaseUrl: '' };

function Home({ loadParcel }: { loadParcel: LoadParcel }) {
  const grid = useAsync(loadCards, ['grid']);
  return (
    <div>
      <h1>Casa</h1>
      {grid.status === 'done' && <ForeignParcel loadParcel={loadParcel} remote="catalogue" parcel="RecommendedProducts" parcelProps={props} className="home__recommended" />}
    </div>
  );
}
const home = createParcel(Home, { boundary: 'content' });

/** The renderer's passes (shell/src/server/render-parcel.ts), for one parcel. */
async function renderPasses(parcel: ParcelLifecycles<object>, parcelProps: object, idPrefix: string, renderForeign?: ServerDataStore['renderForeign']) {
  const store = collectStore();
  store.renderForeign = renderForeign;
  let html = '';
  for (let pass = 0; pass < 4; pass += 1) {
    store.pending = new Map();
    html = renderToString(parcel.serverElement!(parcelProps, store), { identifierPrefix: idPrefix });
    if (store.pending.size === 0) break;
    await Promise.all(store.pending.values());
  }
  return { html, answers: JSON.parse(JSON.stringify(store.answers)) as ServerDataStore['answers'] };
}

const renderForeign = vi.fn(async (remote: string, parcel: string, foreignProps: object): Promise<ForeignRender> => {
  expect(`${remote}/${parcel}`).toBe('catalogue/RecommendedProducts');
  const { html, answers } = await renderPasses(slider as ParcelLifecycles<object>, foreignProps, 'f-');
  return { html, answers, idPrefix: 'f-' };
});

afterEach(() => {
  loads.length = 0;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('[30.5] a foreign parcel in a server-rendered page', () => {
  it('is in the server HTML, in a box of its own; its answers travel in its host’s', async () => {
    const { html, answers } = await renderPasses(home as ParcelLifecycles<object>, { loadParcel: vi.fn() }, 'h-', renderForeign);
    expect(html).toMatch(/<div class="home__recommended" data-foreign="catalogue\/RecommendedProducts"><div class="trama-foreign"><div data-boundary="catalogue"[^>]*><section aria-labelledby="_f-[^"]+"><h2[^>]*>Potrebbe piacerti anche<\/h2><ul><li>Lenzuolo Sabbia<\/li>/);
    const foreign = Object.values(answers).find((answer) => answer.args === '["catalogue","RecommendedProducts"]');
    expect(foreign).toMatchObject({ status: 'done', value: { idPrefix: 'f-' } });
    // The HTML is in the page once: not again in the embedded answers.
    expect(JSON.stringify(answers)).not.toContain('Potrebbe piacerti anche');
  });

  it('the browser hydrates it with the foreign parcel’s code: the same nodes, no second fetch, no mismatch', async () => {
    const { html, answers } = await renderPasses(home as ParcelLifecycles<object>, { loadParcel: vi.fn() }, 'h-', renderForeign);
    loads.length = 0;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    const item = element.querySelector('li');
    const loadParcel = vi.fn<LoadParcel>(() => Promise.resolve(slider as never));
    await home.mount({ name: 'home', domElement: element, loadParcel, serverRendered: { answers, idPrefix: 'h-' } } as never);
    await vi.waitFor(() => expect(loadParcel).toHaveBeenCalledWith('catalogue', 'RecommendedProducts'));
    // Hydrated: React's handlers are on the server's nodes, which stay the only ones.
    await vi.waitFor(() => expect(Object.keys(element.querySelector('section')!).some((key) => key.startsWith('__react'))).toBe(true));
    expect(element.querySelector('li')).toBe(item);
    expect(element.querySelectorAll('section')).toHaveLength(1);
    expect(loads).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    await home.unmount({ name: 'home', domElement: element } as never);
  });

  it('a foreign parcel the server could not render is the browser’s, as before', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('catalogue: rendered by the browser')));
    const { html, answers } = await renderPasses(home as ParcelLifecycles<object>, { loadParcel: vi.fn() }, 'h-', failing);
    expect(html).not.toContain('data-foreign');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    const loadParcel = vi.fn<LoadParcel>(() => Promise.resolve(slider as never));
    await home.mount({ name: 'home', domElement: element, loadParcel, serverRendered: { answers, idPrefix: 'h-' } } as never);
    await vi.waitFor(() => expect(element.querySelector('li')?.textContent).toBe('Lenzuolo Sabbia'));
    expect(errors).not.toHaveBeenCalled();
    await home.unmount({ name: 'home', domElement: element } as never);
  });
});
