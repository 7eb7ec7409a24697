import 'maplibre-gl/dist/maplibre-gl.css';
import { maplibreGL } from '@maplibre/maplibre-gl-leaflet';
import type L from 'leaflet';
import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { vectorStyle } from './vector-style';

let pmtilesRegistered = false;

/**
 * A Leaflet layer drawing the vector base map with MapLibre GL; the markers and lines stay
 * Leaflet's. This module (MapLibre is large) is loaded only when the server names a MAP_STYLE.
 */
export function vectorBaseMapLayer(mapStyle: string, glyphs: string): L.Layer {
  if (!pmtilesRegistered) {
    addProtocol('pmtiles', new Protocol().tile);
    pmtilesRegistered = true;
  }
  return maplibreGL({ style: vectorStyle(mapStyle, glyphs, window.location.href) });
}
