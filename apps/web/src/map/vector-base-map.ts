import 'maplibre-gl/dist/maplibre-gl.css';
import { maplibreGL } from '@maplibre/maplibre-gl-leaflet';
import type L from 'leaflet';
import { addProtocol, setWorkerUrl } from 'maplibre-gl';
// The worker is a file of its own; Vite copies it into the build under a hashed name.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import { vectorStyle } from './vector-style';

let pmtilesRegistered = false;

/**
 * A Leaflet layer drawing the vector base map with MapLibre GL; the markers and lines stay
 * Leaflet's. This module (MapLibre is large) is loaded only when the server names a MAP_STYLE.
 */
export function vectorBaseMapLayer(mapStyle: string, glyphs: string): L.Layer {
  if (!pmtilesRegistered) {
    setWorkerUrl(workerUrl);
    addProtocol('pmtiles', new Protocol().tile);
    pmtilesRegistered = true;
  }
  return maplibreGL({ style: vectorStyle(mapStyle, glyphs, window.location.href) });
}
