import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** The sea is the map's own background; the land is drawn over it (colours of common street maps). */
export const SEA_COLOR = '#aad3df';
/** Below the tiles (Leaflet's tile pane is 200): a base map that loads covers it. */
const PANE = 'world-outline';
const PANE_Z_INDEX = '150';

/**
 * Land and borders from a bundled world outline, under whatever base map is configured, so a map
 * without tiles (none configured, offline, a tile server down) is never a grey void. Drawn as SVG in
 * its own pane (the map draws its markers on a canvas above it) and never takes a click.
 */
export function WorldOutline() {
  const map = useMap();
  useEffect(() => {
    let removed = false;
    let layer: L.GeoJSON | null = null;
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = PANE_Z_INDEX;
    void import('./world-outline-data').then(({ worldCountries }) => {
      if (removed) return;
      const options: L.GeoJSONOptions & L.PathOptions = {
        pane: PANE,
        renderer: L.svg({ pane: PANE }),
        interactive: false,
        attribution: 'Natural Earth',
        style: { color: '#a8a39a', weight: 1, fillColor: '#f2efe9', fillOpacity: 1 },
      };
      layer = L.geoJSON(worldCountries(), options).addTo(map);
    });
    return () => {
      removed = true;
      layer?.remove();
    };
  }, [map]);
  return null;
}
