import { layers, namedFlavor } from '@protomaps/basemaps';
import type { StyleSpecification } from 'maplibre-gl';

const PMTILES = /\.pmtiles([?#]|$)/i;
const ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> &copy; <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * What MapLibre draws for MAP_STYLE: a style's own URL as it is, or, for a .pmtiles archive, the
 * Protomaps light style over it (labels only when MAP_GLYPHS gives their fonts). Relative URLs are
 * taken from the page's address, as the server serves /map-files/ beside the app.
 */
export function vectorStyle(mapStyle: string, glyphs: string, pageUrl: string): string | StyleSpecification {
  const url = new URL(mapStyle, pageUrl).href;
  if (!PMTILES.test(mapStyle)) return url;
  return {
    version: 8,
    ...(glyphs
      ? { glyphs: new URL(glyphs, pageUrl).href.replaceAll('%7B', '{').replaceAll('%7D', '}') }
      : {}),
    sources: { protomaps: { type: 'vector', url: `pmtiles://${url}`, attribution: ATTRIBUTION } },
    // No opaque background: where the archive has no tiles (outside a regional extract, or still
    // loading) the world outline beneath shows, never a grey void.
    layers: layers('protomaps', namedFlavor('light'), glyphs ? { lang: 'en' } : {}).filter(
      (layer) => layer.type !== 'background',
    ),
  };
}
