import './leaflet-core.css';
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@trama/shared/ui';
import { mapTiles } from './map-config.ts';
import { StoreMapView, loadLeaflet, type MapPoint, type MapStore } from './leaflet-view.ts';

export type { MapPoint, MapStore } from './leaflet-view.ts';

const TILES = mapTiles();

export interface StoreMapProps {
  /** One marker per store with coordinates. Keep the array stable between renders (useMemo). */
  stores: readonly MapStore[];
  /** Where the view centres at zoom 12 (§9); null fits every marker. Stable between renders. */
  center: MapPoint | null;
  /** The searched place, drawn as a small ring; null for none. Stable between renders. */
  place?: MapPoint | null;
  selectedId: number | null;
  /** A marker was clicked. */
  onSelect: (storeId: number) => void;
}

/**
 * The stores on a Leaflet map (account §2 Store locator). The server and the hydrating browser
 * render the same empty box; Leaflet fills it after hydration. The box is hidden from assistive
 * technology (the list beside it carries the same stores), and keeps its size whether or not
 * Leaflet or the tiles arrive, so nothing moves and an offline map still shows its markers.
 */
export function StoreMap({ stores, center, place = null, selectedId, onSelect }: StoreMapProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<StoreMapView | null>(null);
  const onSelectRef = useLatest(onSelect);
  // The marker the shopper clicked: its selection must not move the map under the pointer.
  const clickedRef = useRef<number | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let live = true;
    let created: StoreMapView | null = null;
    // Leaflet gets an element React never renders, so neither ever rewrites the other's DOM.
    const canvas = document.createElement('div');
    canvas.className = 'sto-map__leaflet';
    host.append(canvas);
    loadLeaflet().then(
      (L) => {
        if (!live) return;
        created = new StoreMapView(L, canvas, TILES, (storeId) => {
          clickedRef.current = storeId;
          onSelectRef.current(storeId);
        });
        setView(created);
      },
      (error: unknown) => {
        if (live) console.warn('[stores] the map is not shown:', error);
      },
    );
    return () => {
      live = false;
      created?.destroy();
      canvas.remove();
    };
  }, [onSelectRef]);

  useEffect(() => {
    view?.show(stores, center, place);
  }, [view, stores, center, place]);

  useEffect(() => {
    if (!view) return;
    const fromMarker = clickedRef.current !== null && clickedRef.current === selectedId;
    clickedRef.current = null;
    view.select(selectedId, !fromMarker);
  }, [view, selectedId, stores]);

  return (
    <div className="sto-map" data-testid="store-map" data-map={view ? 'ready' : 'pending'}>
      <div ref={hostRef} className="sto-map__canvas" aria-hidden="true" />
      {TILES.attribution && (
        <p className="sto-map__attribution">
          {TILES.attributionUrl ? (
            <a href={TILES.attributionUrl} target="_blank" rel="noopener noreferrer">
              {TILES.attribution}
            </a>
          ) : (
            TILES.attribution
          )}
        </p>
      )}
    </div>
  );
}
