import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParcel } from './create-parcel.tsx';

function Greeting({ who }: { who: string }) {
  if (who === 'boom') throw new Error('render failed');
  return <p>ciao {who}</p>;
}

const props = (domElement: HTMLElement, who: string) => ({ name: 'parcel-1', domElement, who }) as never;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('createParcel: the single-spa parcel lifecycles every remote exposes', () => {
  it('mount resolves once the component is on screen; update re-renders in place; unmount empties the element', async () => {
    const parcel = createParcel(Greeting, { boundary: 'test' });
    const element = document.body.appendChild(document.createElement('div'));
    await parcel.bootstrap(props(element, 'Anna'));
    await parcel.mount(props(element, 'Anna'));
    expect(element.querySelector('[data-boundary="test"]')?.textContent).toBe('ciao Anna');
    await parcel.update(props(element, 'Luca'));
    await vi.waitFor(() => expect(element.textContent).toBe('ciao Luca'));
    expect(element.textContent).toBe('ciao Luca');
    await parcel.unmount(props(element, 'Luca'));
    expect(element.innerHTML).toBe('');
  });

  it('a render error shows the generic error text (storefront §8 error_message) and still resolves the mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = createParcel(Greeting, { boundary: 'test' });
    const element = document.body.appendChild(document.createElement('div'));
    await parcel.mount(props(element, 'boom'));
    expect(element.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('[33.3] a render error is said on the parcel’s element (trama:render-error, bubbling): the shell’s slot reports it per build', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = createParcel(Greeting, { boundary: 'test' });
    const slot = document.body.appendChild(document.createElement('section'));
    const element = slot.appendChild(document.createElement('div'));
    const heard = vi.fn();
    slot.addEventListener('trama:render-error', heard);
    await parcel.mount(props(element, 'Anna'));
    expect(heard).not.toHaveBeenCalled();
    await parcel.update(props(element, 'boom'));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect((heard.mock.calls[0]![0] as Event).target).toBe(element);
  });

  it('never hands a string to setTimeout (a strict CSP reports that as eval)', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const parcel = createParcel(Greeting, { boundary: 'test' });
    const element = document.body.appendChild(document.createElement('div'));
    await parcel.mount(props(element, 'Anna'));
    await parcel.update(props(element, 'Luca'));
    await vi.waitFor(() => expect(element.textContent).toBe('ciao Luca'));
    expect(timeouts.mock.calls.filter(([handler]) => typeof handler !== 'function')).toEqual([]);
  });
});
