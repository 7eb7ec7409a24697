import 'leaflet/dist/leaflet.css';
import './attribution.css';
import { Api } from '@rp/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { callApi } from '../api/client';
import { queryKeys } from '../data/query-keys';
import { VectorBaseMap } from './VectorBaseMap';
import { SEA_COLOR, WorldOutline } from './WorldOutline';

/** Default view (spec section 9): about 39.99, -75.24 at zoom 6; zoom 16 when a stop is focused. */
export const MAP_DEFAULT_CENTER: [number, number] = [39.99, -75.24];
export const MAP_DEFAULT_ZOOM = 6;
export const MAP_FOCUS_ZOOM = 16;

/**
 * The layers the current screen shows on the map. Kept outside React state of the layout so that
 * setting them re-renders only the map, never the sidebar that set them.
 */
const layerStore = (() => {
  let layers: ReactNode = null;
  const listeners = new Set<() => void>();
  return {
    get: () => layers,
    set(next: ReactNode) {
      layers = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

/** A screen in the sidebar shows its markers and lines (react-leaflet elements) on the map with this hook. */
export function useMapLayers(layers: ReactNode): void {
  useEffect(() => {
    layerStore.set(layers);
  }, [layers]);
  useEffect(() => () => layerStore.set(null), []);
}

const screenRequests = new Set<() => void>();

/** A tap on the map that opens something in the screen (a stop's details) asks a phone to show the screen. */
export function showScreenOverMap(): void {
  for (const l of screenRequests) l();
}

/** The phone layout hears here when the map wants the screen shown. */
export function onScreenOverMap(listener: () => void): () => void {
  screenRequests.add(listener);
  return () => screenRequests.delete(listener);
}

/** Whether the current screen draws anything on the map (a phone offers its Map tab only then). */
export function useHasMapLayers(): boolean {
  return useSyncExternalStore(layerStore.subscribe, () => layerStore.get() !== null);
}

/**
 * Leaflet measures its box only on window resizes; the phone layout shows and hides the map and
 * the desk one may change the sidebar, so the map re-measures whenever its own box changes.
 */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return; // not in the unit tests' DOM
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function CurrentLayers() {
  return <>{useSyncExternalStore(layerStore.subscribe, layerStore.get)}</>;
}

/**
 * The map area: the bundled world outline, over it the operator's base map (a vector style or raster
 * tiles, when configured), then the screen's layers.
 */
export function MapStage() {
  const { data: config } = useQuery({
    queryKey: queryKeys.config(),
    queryFn: () => callApi(Api.webConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <MapContainer
      center={MAP_DEFAULT_CENTER}
      zoom={MAP_DEFAULT_ZOOM}
      style={{ height: '100%', width: '100%', background: SEA_COLOR }}
      preferCanvas
    >
      <WorldOutline />
      {config?.mapStyle ? (
        <VectorBaseMap mapStyle={config.mapStyle} glyphs={config.mapGlyphs} />
      ) : (
        config?.tileUrl && <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
      )}
      <FollowContainerSize />
      <CurrentLayers />
    </MapContainer>
  );
}
