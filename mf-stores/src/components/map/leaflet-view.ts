/**
 * The Leaflet side of the store map, kept out of React: Leaflet owns its DOM and touches `window`
 * when imported, so it is loaded with a dynamic import from an effect, in the browser only
 * (docs/rendering.md). Markers are circle markers (SVG): no marker images to resolve, and nothing
 * focusable inside a map that screen readers skip (the list is the accessible content).
 */
import type * as Leaflet from 'leaflet';
import { MAP_ZOOM, type MapTiles } from './map-config.ts';

export type LeafletModule = typeof Leaflet;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapStore {
  storeId: number;
  name: string;
  address: string;
  zip: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/** Italy, for a map with nothing to show yet (§9 default country IT). */
const ITALY: Leaflet.LatLngTuple = [42.5, 12.5];

const MARKER: Leaflet.CircleMarkerOptions = { radius: 8, color: '#ffffff', weight: 2, fillColor: '#8a5a3b', fillOpacity: 1 };
const SELECTED: Leaflet.CircleMarkerOptions = { radius: 11, color: '#ffffff', weight: 3, fillColor: '#1f1b16', fillOpacity: 1 };
const PLACE: Leaflet.CircleMarkerOptions = { radius: 6, color: '#1a5fb4', weight: 3, fillColor: '#ffffff', fillOpacity: 1, interactive: false };

export async function loadLeaflet(): Promise<LeafletModule> {
  const module = (await import('leaflet')) as LeafletModule & { default?: LeafletModule };
  // leaflet's package is UMD: the bundler hands it over as the default export or as the namespace.
  return module.default ?? module;
}

const located = (store: MapStore): store is MapStore & MapPoint => store.latitude != null && store.longitude != null;

/** The popup: name and address, as text nodes (store data never becomes markup). */
function popupContent(store: MapStore): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sto-map__popup';
  const name = document.createElement('strong');
  name.textContent = store.name;
  box.append(name, document.createElement('br'), store.address, document.createElement('br'), `${store.zip} ${store.city}`);
  return box;
}

export class StoreMapView {
  private readonly L: LeafletModule;
  private readonly onMarker: (storeId: number) => void;
  private readonly map: Leaflet.Map;
  private readonly layer: Leaflet.LayerGroup;
  private readonly markers = new Map<number, Leaflet.CircleMarker>();
  private selected: number | null = null;

  constructor(L: LeafletModule, container: HTMLElement, tiles: MapTiles, onMarker: (storeId: number) => void) {
    this.L = L;
    this.onMarker = onMarker;
    // No keyboard handler and no attribution control: the map is hidden from assistive technology
    // (the list says everything) and the attribution is printed under the map by React.
    this.map = L.map(container, { keyboard: false, attributionControl: false, scrollWheelZoom: false, zoomSnap: 0.5 });
    for (const link of this.map.zoomControl?.getContainer()?.querySelectorAll('a') ?? []) link.tabIndex = -1;
    if (tiles.url) {
      // Tiles that cannot load (offline, blocked) leave the plain background; markers still show.
      L.tileLayer(tiles.url, { maxZoom: 19 }).addTo(this.map);
    }
    // No view yet: show() sets the first one, so no tile is asked for a view nobody sees.
    this.layer = L.layerGroup().addTo(this.map);
  }

  /** Markers for `stores`; the view centres on `center` at zoom 12 (§9), else fits every marker. */
  show(stores: readonly MapStore[], center: MapPoint | null, place: MapPoint | null): void {
    const { L } = this;
    this.layer.clearLayers();
    this.markers.clear();
    this.selected = null;
    for (const store of stores.filter(located)) {
      const marker = L.circleMarker([store.latitude, store.longitude], MARKER)
        .bindPopup(popupContent(store), { closeButton: false, autoPan: true, offset: [0, -4] })
        .on('click', () => this.onMarker(store.storeId));
      marker.addTo(this.layer);
      this.markers.set(store.storeId, marker);
    }
    if (place) L.circleMarker([place.latitude, place.longitude], PLACE).addTo(this.layer);
    if (center) {
      this.map.setView([center.latitude, center.longitude], MAP_ZOOM);
    } else if (this.markers.size > 0) {
      const bounds = L.latLngBounds([...this.markers.values()].map((marker) => marker.getLatLng()));
      this.map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAP_ZOOM });
    } else {
      this.map.setView(ITALY, 5);
    }
  }

  /** Highlights a store's marker and opens its popup; `focus` also brings it into view at zoom 12 or closer. */
  select(storeId: number | null, focus: boolean): void {
    if (this.selected !== null) this.markers.get(this.selected)?.setStyle(MARKER).setRadius(MARKER.radius!);
    this.selected = storeId;
    const marker = storeId === null ? undefined : this.markers.get(storeId);
    if (!marker) {
      this.map.closePopup();
      return;
    }
    marker.setStyle(SELECTED).setRadius(SELECTED.radius!).bringToFront();
    if (focus) this.map.setView(marker.getLatLng(), Math.max(this.map.getZoom(), MAP_ZOOM));
    marker.openPopup();
  }

  destroy(): void {
    this.map.remove();
  }
}
