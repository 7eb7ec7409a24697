import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** The operator's vector base map (MAP_STYLE) under the screen's layers, loaded on first use. */
export function VectorBaseMap({ mapStyle, glyphs }: { mapStyle: string; glyphs: string }) {
  const map = useMap();
  useEffect(() => {
    let removed = false;
    let layer: { remove(): unknown } | null = null;
    void import('./vector-base-map').then(({ vectorBaseMapLayer }) => {
      if (removed) return;
      layer = vectorBaseMapLayer(mapStyle, glyphs).addTo(map);
    });
    return () => {
      removed = true;
      layer?.remove();
    };
  }, [map, mapStyle, glyphs]);
  return null;
}
