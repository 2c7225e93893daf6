import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { LoadParcel } from '../contract/parcels.ts';
import { ForeignParcel } from './foreign-parcel.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A real parcel that writes what it was given into its element, as a shopper would see it. */
function echoParcel(seen: Record<string, unknown>[] = [], mount?: () => Promise<void>): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      await mount?.();
      const { domElement, title } = props as unknown as { domElement: HTMLElement; title: string };
      seen.push(props as Record<string, unknown>);
      domElement.textContent = `Consigliati: ${title}`;
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
}

const parcelProps = { language: 'it', path: '/', apiBaseUrl: '', title: 'per te' };

describe('ForeignParcel (architecture §2: another remote’s parcel, through the shell)', () => {
  it('asks the shell for <remote>/<parcel> and mounts it with the props', async () => {
    const seen: Record<string, unknown>[] = [];
    const loadParcel = vi.fn<LoadParcel>(() => Promise.resolve(echoParcel(seen)));
    render(
      <section aria-label="host">
        <ForeignParcel loadParcel={loadParcel} remote="catalogue" parcel="RecommendedProducts" parcelProps={parcelProps} mountParcel={mountRootParcel} />
      </section>,
    );
    expect(await screen.findByText('Consigliati: per te')).toBeTruthy();
    expect(loadParcel).toHaveBeenCalledWith('catalogue', 'RecommendedProducts');
    expect(seen[0]).toMatchObject({ language: 'it', path: '/', apiBaseUrl: '' });
  });

  it('renders nothing while loading and nothing when the remote is off; the host stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadParcel = vi.fn<LoadParcel>(() => Promise.reject(new Error('remote catalogue is not available')));
    const { container } = render(
      <section aria-label="host">
        <h2>Casa</h2>
        <ForeignParcel loadParcel={loadParcel} remote="catalogue" parcel="RecommendedProducts" parcelProps={parcelProps} />
      </section>,
    );
    expect(container.querySelector('section')?.innerHTML).toBe('<h2>Casa</h2>');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(container.querySelector('section')?.innerHTML).toBe('<h2>Casa</h2>');
    expect(screen.getByRole('heading', { name: 'Casa' })).toBeTruthy();
  });

  it('a parcel that throws on mount goes quiet instead of breaking the host', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    try {
      const broken = echoParcel([], () => Promise.reject(new Error('mount broke')));
      const { container } = render(
        <section aria-label="host">
          <h2>Casa</h2>
          <ForeignParcel loadParcel={() => Promise.resolve(broken)} remote="catalogue" parcel="RecommendedProducts" parcelProps={parcelProps} />
        </section>,
      );
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(container.querySelector('section')?.innerHTML).toBe('<h2>Casa</h2>'));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });
});
