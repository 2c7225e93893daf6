/**
 * Issue 13 §4: a parcel rendered on the server is hydrated in the browser with the data the
 * server embedded — no second fetch, no hydration mismatch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ApiError } from '../api/api-error.ts';
import { useAsync } from '../ui/use-async.ts';
import { collectStore, useServerPageHead } from '../ui/server-data.ts';
import { createParcel } from './create-parcel.tsx';

const loads: string[] = [];
const loadProduct = async (_signal: AbortSignal, id: string) => {
  loads.push(id);
  if (id === 'missing') throw new ApiError(404, 'NOT_FOUND', 'Error.1');
  return { name: `Lenzuolo ${id}` };
};

function Product({ id }: { id: string }) {
  const state = useAsync(loadProduct, [id]);
  useServerPageHead(state.status === 'done' ? { title: state.value.name } : null);
  if (state.status === 'done') return <h1>{state.value.name}</h1>;
  if (state.status === 'failed') return <p>{state.error instanceof ApiError ? `missing ${state.error.status}` : 'error'}</p>;
  return <p>loading</p>;
}

const parcel = createParcel(Product, { boundary: 'test' });

/** What the shell's renderer does: render, wait for the loaders, render again. */
async function serverRender(id: string) {
  const store = collectStore();
  let html = renderToString(parcel.serverElement({ id }, store), { identifierPrefix: 'p-' });
  while (store.pending && store.pending.size > 0) {
    const pending = [...store.pending.values()];
    store.pending = new Map();
    await Promise.all(pending);
    html = renderToString(parcel.serverElement({ id }, store), { identifierPrefix: 'p-' });
  }
  return { html, store };
}

afterEach(() => {
  loads.length = 0;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('issue 13 server rendering of a parcel', () => {
  it('the server render waits for useAsync and carries the answer; the page head is collected', async () => {
    const { html, store } = await serverRender('10016');
    expect(html).toContain('<h1>Lenzuolo 10016</h1>');
    expect(store.head?.title).toBe('Lenzuolo 10016');
    expect(Object.values(store.answers)).toEqual([{ args: '["10016"]', status: 'done', value: { name: 'Lenzuolo 10016' } }]);
    expect(loads).toEqual(['10016']);
  });

  it('the browser hydrates the server HTML with the embedded answer: no second fetch, no mismatch', async () => {
    const { html, store } = await serverRender('10016');
    const answers = JSON.parse(JSON.stringify(store.answers)) as typeof store.answers;
    loads.length = 0;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    const heading = element.querySelector('h1');
    await parcel.mount({ name: 'p1', domElement: element, id: '10016', serverRendered: { answers, idPrefix: 'p-' } } as never);
    expect(element.querySelector('h1')).toBe(heading); // the same node: hydrated, not re-created
    expect(element.textContent).toBe('Lenzuolo 10016');
    expect(loads).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Later props are the browser's: a new product is fetched.
    await parcel.update({ name: 'p1', domElement: element, id: '10361' } as never);
    await vi.waitFor(() => expect(element.textContent).toBe('Lenzuolo 10361'));
    expect(loads).toEqual(['10361']);
    await parcel.unmount({ name: 'p1', domElement: element } as never);
  });

  it('a failed answer travels as the same ApiError (a missing product stays a 404)', async () => {
    const { html, store } = await serverRender('missing');
    expect(html).toContain('missing 404');
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    loads.length = 0;
    const answers = JSON.parse(JSON.stringify(store.answers)) as typeof store.answers;
    await parcel.mount({ name: 'p2', domElement: element, id: 'missing', serverRendered: { answers, idPrefix: 'p-' } } as never);
    expect(element.textContent).toBe('missing 404');
    expect(loads).toEqual([]);
    await parcel.unmount({ name: 'p2', domElement: element } as never);
  });

  it('without server data a parcel renders and fetches in the browser as before', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    await parcel.mount({ name: 'p3', domElement: element, id: '42' } as never);
    await vi.waitFor(() => expect(element.textContent).toBe('Lenzuolo 42'));
    expect(loads).toEqual(['42']);
    await parcel.unmount({ name: 'p3', domElement: element } as never);
  });
});
