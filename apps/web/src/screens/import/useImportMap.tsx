import type { TRoute } from '@rp/contracts';
import { useMemo } from 'react';
import { useStops } from '../../data/stops';
import { stopViews } from '../../lib/stopsView';
import { DepotMarkers } from '../../map/DepotMarkers';
import { FitBounds } from '../../map/FitBounds';
import { useMapLayers } from '../../map/MapStage';
import { StopMarkersLayer, type TMapStop } from '../../map/StopMarkersLayer';

const point = (address: string, lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { address, lat, lng } : null;

/**
 * The map beside the import: the route's stops (numbered, read-only) and its start and end; it
 * fits the map again whenever the number of stops changes, so imported stops come into view.
 */
export function useImportMap(routeId: number | null, route: TRoute | undefined) {
  const stops = useStops(routeId);
  const mapStops = useMemo<TMapStop[]>(
    () =>
      stopViews(stops.data ?? [], false).map(({ stop, label, color }) => ({
        id: stop.id,
        lat: stop.lat,
        lng: stop.lng,
        label,
        color,
        title: `${label}. ${stop.name || stop.address}`,
      })),
    [stops.data],
  );
  const layers = useMemo(() => {
    if (!route || !stops.data) return null;
    const start = point(route.start_point_address, route.start_point_lat, route.start_point_lng);
    const end = point(route.end_point_address, route.end_point_lat, route.end_point_lng);
    const points = [...mapStops, ...(start ? [start] : []), ...(end ? [end] : [])];
    return (
      <>
        <FitBounds fitKey={`import-${route.id}-${mapStops.length}`} points={points} />
        <DepotMarkers start={start} end={end} />
        <StopMarkersLayer stops={mapStops} isDraggable={false} />
      </>
    );
  }, [route, stops.data, mapStops]);
  useMapLayers(layers);
}
