import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { TLatLng } from './DepotMarkers';
import { MAP_FOCUS_ZOOM } from './MapStage';

/** Zoom for a route that is a single place so far (e.g. only its depot): the town around it. */
export const SINGLE_POINT_ZOOM = 13;

/**
 * Fits the map to these points once per `fitKey` (e.g. when a route is opened), as soon as there
 * are points; later changes of the points (a stop dragged) do not move the map until the key changes.
 */
export function FitBounds({ fitKey, points }: { fitKey: string; points: readonly TLatLng[] }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitted.current === fitKey || points.length === 0) return;
    fitted.current = fitKey;
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    const ne = bounds.getNorthEast();
    const sw = bounds.getSouthWest();
    if (ne.lat - sw.lat < 1e-6 && ne.lng - sw.lng < 1e-6) {
      map.setView(bounds.getCenter(), SINGLE_POINT_ZOOM);
      return;
    }
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP_FOCUS_ZOOM });
  }, [fitKey, points, map]);
  return null;
}
