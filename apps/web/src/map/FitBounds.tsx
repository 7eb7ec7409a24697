import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { TLatLng } from './DepotMarkers';
import { MAP_FOCUS_ZOOM } from './MapStage';

/**
 * Fits the map to these points once per `fitKey` (e.g. when a route is opened), as soon as there
 * are points; later changes of the points (a stop added or dragged) do not move the map.
 */
export function FitBounds({ fitKey, points }: { fitKey: string; points: readonly TLatLng[] }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitted.current === fitKey || points.length === 0) return;
    fitted.current = fitKey;
    if (points.length === 1) {
      map.setView([points[0].lat, points[0].lng], Math.min(MAP_FOCUS_ZOOM - 2, map.getMaxZoom()));
      return;
    }
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP_FOCUS_ZOOM });
  }, [fitKey, points, map]);
  return null;
}
