import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { mapTiles } from './map-config.ts';
import { StoreMap, type MapStore } from './store-map.tsx';

afterEach(cleanup);

const STORES: MapStore[] = [
  { storeId: 1, name: 'Trama Casa Milano Brera', address: 'Corso Garibaldi 42', zip: '20121', city: 'Milano', latitude: 45.4773, longitude: 9.1855 },
  { storeId: 2, name: 'Trama Casa Roma', address: 'Via del Babuino 112', zip: '00187', city: 'Roma', latitude: 41.9077, longitude: 12.4783 },
  { storeId: 3, name: 'Trama senza coordinate', address: 'Via Nota 1', zip: '10100', city: 'Torino', latitude: null, longitude: null },
];

async function renderMap(props: Partial<Parameters<typeof StoreMap>[0]> = {}) {
  const onSelect = vi.fn();
  const view = render(<StoreMap stores={STORES} center={null} selectedId={null} onSelect={onSelect} {...props} />);
  await waitFor(() => expect(view.getByTestId('store-map').getAttribute('data-map')).toBe('ready'));
  const markers = () => [...view.container.querySelectorAll<SVGPathElement>('path.leaflet-interactive')];
  return { view, onSelect, markers };
}

describe('store map (account §2 Store locator)', () => {
  it('draws one marker per store that has coordinates, hidden from assistive technology', async () => {
    const { view, markers } = await renderMap();
    // Leaflet draws its SVG layer a moment after the map is ready (slower on a loaded machine).
    await waitFor(() => expect(markers()).toHaveLength(2));
    const canvas = view.container.querySelector('.sto-map__canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    // Nothing inside the hidden map can take the keyboard focus (WCAG: aria-hidden content is not focusable).
    expect([...canvas!.querySelectorAll('a, button, [tabindex]')].every((el) => el.getAttribute('tabindex') === '-1')).toBe(true);
  });

  it('a marker click chooses its store; the chosen store is highlighted with a popup of its name and address', async () => {
    const { view, onSelect, markers } = await renderMap();
    fireEvent.click(markers()[1]!);
    expect(onSelect).toHaveBeenCalledWith(2);
    view.rerender(<StoreMap stores={STORES} center={null} selectedId={2} onSelect={onSelect} />);
    await waitFor(() => expect(view.container.querySelector('.sto-map__popup')?.textContent).toBe('Trama Casa RomaVia del Babuino 11200187 Roma'));
    const [milano, roma] = markers();
    expect(roma!.getAttribute('fill')).not.toBe(milano!.getAttribute('fill'));
    // Store data is text, never markup.
    expect(view.container.querySelector('.sto-map__popup script')).toBeNull();
  });

  it('new stores replace the markers', async () => {
    const { view, onSelect, markers } = await renderMap();
    view.rerender(<StoreMap stores={STORES.slice(0, 1)} center={{ latitude: 45.4773, longitude: 9.1855 }} selectedId={null} onSelect={onSelect} />);
    await waitFor(() => expect(markers()).toHaveLength(1));
  });

  it('prints the tiles attribution under the map, as a link (OpenStreetMap by default)', async () => {
    const { view } = await renderMap();
    const link = view.container.querySelector('.sto-map__attribution a');
    expect(link?.textContent).toBe('© OpenStreetMap contributors');
    expect(link?.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
  });
});

describe('map tiles setting (issue 15: tile URL configurable)', () => {
  it('defaults to OpenStreetMap with its attribution', () => {
    expect(mapTiles({})).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it('another tile server brings its own attribution; none draws no tiles', () => {
    expect(mapTiles({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' })).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
      attributionUrl: null,
    });
    expect(mapTiles({ tileUrl: 'none' }).url).toBeNull();
  });
});
