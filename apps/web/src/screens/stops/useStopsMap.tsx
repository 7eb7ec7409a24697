import { DeliveryStatus, type TRoute } from '@rp/contracts';
import { useMemo } from 'react';
import type { TStopView } from '../../lib/stopsView';
import { DepotMarkers } from '../../map/DepotMarkers';
import { DriverMarkers, type TMapDriver } from '../../map/DriverMarkers';
import { FitBounds } from '../../map/FitBounds';
import { useMapLayers } from '../../map/MapStage';
import { RouteLines } from '../../map/RouteLines';
import { StopMarkersLayer, type TMapStop } from '../../map/StopMarkersLayer';

const point = (address: string, lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { address, lat, lng } : null;

/**
 * Shows the route on the map: numbered stop markers (draggable while not locked), start and end
 * markers, the drivers' markers; fits the map to the route when it is opened and zooms to a focused stop.
 */
export function useStopsMap({
  route,
  views,
  drivers,
  isLoaded,
  fitVersion,
  focusedId,
  isDraggable,
  onSelect,
  onDragEnd,
}: {
  route: TRoute | undefined;
  /** Fit the map only once the stops have arrived. */
  isLoaded: boolean;
  /** Raised to fit the map to the whole route again (e.g. after a stop is added). */
  fitVersion: number;
  views: readonly TStopView[];
  /** Where the route's drivers last were. */
  drivers: readonly TMapDriver[];
  focusedId: number | null;
  isDraggable: boolean;
  onSelect: (id: number) => void;
  onDragEnd: (id: number, lat: number, lng: number) => void;
}) {
  const mapStops = useMemo<TMapStop[]>(
    () =>
      views.map(({ stop, label, color }) => ({
        id: stop.id,
        lat: stop.lat,
        lng: stop.lng,
        label,
        color,
        title: `${label}. ${stop.name || stop.address}`,
        isDimmed:
          stop.delivery_status === DeliveryStatus.Delivered || stop.delivery_status === DeliveryStatus.Failed,
      })),
    [views],
  );
  const stopList = useMemo(() => views.map((v) => v.stop), [views]);
  const start = route ? point(route.start_point_address, route.start_point_lat, route.start_point_lng) : null;
  const end = route ? point(route.end_point_address, route.end_point_lat, route.end_point_lng) : null;
  const startKey = start ? `${start.lat},${start.lng},${start.address}` : '';
  const endKey = end ? `${end.lat},${end.lng},${end.address}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: start and end are rebuilt each render; their keys say when they change.
  const depots = useMemo(() => ({ start, end }), [startKey, endKey]);
  const points = useMemo(
    () => [...mapStops, ...(depots.start ? [depots.start] : []), ...(depots.end ? [depots.end] : [])],
    [mapStops, depots],
  );
  const layers = useMemo(
    () =>
      route ? (
        <>
          {isLoaded && <FitBounds fitKey={`route-${route.id}-${fitVersion}`} points={points} />}
          {route.is_optimized && <RouteLines driverRoutes={route.driver_routes} stops={stopList} />}
          <DepotMarkers start={depots.start} end={depots.end} />
          <StopMarkersLayer
            stops={mapStops}
            isDraggable={isDraggable}
            focusedId={focusedId}
            onSelect={onSelect}
            onDragEnd={onDragEnd}
          />
          <DriverMarkers drivers={drivers} />
        </>
      ) : null,
    [
      route,
      isLoaded,
      fitVersion,
      stopList,
      points,
      depots,
      mapStops,
      drivers,
      isDraggable,
      focusedId,
      onSelect,
      onDragEnd,
    ],
  );
  useMapLayers(layers);
}
