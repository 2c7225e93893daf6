import { StrictMode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelConfigObject } from 'single-spa';
import { ParcelHost } from './parcel-host.tsx';

afterEach(() => cleanup());

/** A real single-spa parcel that shows the title it was given, and counts its lifecycles. */
function titleParcel(log: string[], options: { failMount?: boolean } = {}): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (options.failMount) throw new Error('mount refused');
      const { domElement, title } = props as unknown as { domElement: HTMLElement; title: string };
      log.push(`mount ${title}`);
      domElement.textContent = `Parcel: ${title}`;
    },
    update: async (props) => {
      const { domElement, title } = props as unknown as { domElement: HTMLElement; title: string };
      log.push(`update ${title}`);
      domElement.textContent = `Parcel: ${title}`;
    },
    unmount: async (props) => {
      log.push('unmount');
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
}

describe('ParcelHost (architecture §2: a remote parcel inside the shell)', () => {
  it('mounts the parcel with its props, tells when it is on screen, updates it in place and unmounts it', async () => {
    const log: string[] = [];
    const config = titleParcel(log);
    const onMount = vi.fn();
    const view = render(<ParcelHost config={config} parcelProps={{ title: 'Letto' }} className="slot" onMount={onMount} />);
    expect(await screen.findByText('Parcel: Letto')).toBeTruthy();
    await waitFor(() => expect(onMount).toHaveBeenCalledTimes(1));
    view.rerender(<ParcelHost config={config} parcelProps={{ title: 'Bagno' }} className="slot" onMount={onMount} />);
    expect(await screen.findByText('Parcel: Bagno')).toBeTruthy();
    view.unmount();
    await waitFor(() => expect(log).toEqual(['mount Letto', 'update Bagno', 'unmount']));
  });

  it('the same props object again is not an update', async () => {
    const log: string[] = [];
    const config = titleParcel(log);
    const props = { title: 'Letto' };
    const view = render(<ParcelHost config={config} parcelProps={props} />);
    await screen.findByText('Parcel: Letto');
    view.rerender(<ParcelHost config={config} parcelProps={props} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['mount Letto']);
  });

  it('a failed mount is reported, not thrown', async () => {
    const onError = vi.fn();
    render(<ParcelHost config={titleParcel([], { failMount: true })} parcelProps={{ title: 'x' }} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  });

  it('strict mode mounts twice without two roots on one element: one parcel stays on screen', async () => {
    const log: string[] = [];
    render(
      <StrictMode>
        <ParcelHost config={titleParcel(log)} parcelProps={{ title: 'Letto' }} className="slot" />
      </StrictMode>,
    );
    await waitFor(() => expect(log).toEqual(['mount Letto', 'mount Letto', 'unmount']));
    expect(screen.getAllByText('Parcel: Letto')).toHaveLength(1);
  });
});
