import { renderToString } from 'react-dom/server';
import type { ParcelLifecycles } from '../parcel/create-parcel.tsx';
import { collectStore } from '../ui/server-data.ts';

/**
 * What the shell's renderer does with a parcel: render, wait for the loaders it started, render
 * again until none is pending. Returns the HTML and the answers as the page would carry them (JSON).
 */
export async function serverRenderParcel<P extends object>(parcel: ParcelLifecycles<P>, props: P, identifierPrefix: string) {
  const data = collectStore();
  const render = () => renderToString(parcel.serverElement!(props, data), { identifierPrefix });
  let html = render();
  while (data.pending && data.pending.size > 0) {
    const pending = [...data.pending.values()];
    data.pending = new Map();
    await Promise.all(pending);
    html = render();
  }
  return { html, answers: JSON.parse(JSON.stringify(data.answers)) as typeof data.answers };
}
