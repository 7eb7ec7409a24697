import type { TDriverPositionEntry, TDriverRoute } from '@rp/contracts';
import L from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import './markers.css';
import { routeColor } from './routeColors';

/** A driver as the map shows them: where they last were, named, in their driver route's colour. */
export interface TMapDriver {
  vehicleRouteId: number;
  lat: number;
  lng: number;
  name: string;
  color: string;
  /** Tooltip / accessible name. */
  title: string;
}

/**
 * Joins the drivers' last positions to the route's driver routes for their colour (the route's
 * index among the 11 colours, as its line and stops). A position of a driver route the route no
 * longer has (re-optimised since) is not shown.
 */
export function mapDrivers(
  positions: readonly TDriverPositionEntry[],
  driverRoutes: readonly TDriverRoute[],
): TMapDriver[] {
  const indexOf = new Map(driverRoutes.map((d, i) => [d.vehicle_route_id, i]));
  return positions.flatMap((p) => {
    const index = indexOf.get(p.vehicle_route_id);
    if (index === undefined) return [];
    const name = p.driver_name || 'Driver';
    return [
      {
        vehicleRouteId: p.vehicle_route_id,
        lat: p.lat,
        lng: p.lng,
        name,
        color: routeColor(index),
        title: `Driver: ${name}`,
      },
    ];
  });
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A tag with a van and the driver's name, pointing down at the position: unlike the round stop markers. */
function driverIcon(driver: TMapDriver): L.DivIcon {
  return L.divIcon({
    className: 'rp-stop-icon',
    html: `<span class="rp-driver-marker" style="--driver-color:${escapeHtml(driver.color)}"><span class="rp-driver-glyph" aria-hidden="true">🚚</span><span class="rp-driver-name">${escapeHtml(driver.name)}</span></span>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/** The drivers' markers (spec section 2, Map), above the stops. */
export function DriverMarkers({ drivers }: { drivers: readonly TMapDriver[] }) {
  const icons = useMemo(() => drivers.map(driverIcon), [drivers]);
  return (
    <>
      {drivers.map((d, i) => (
        <Marker
          key={d.vehicleRouteId}
          position={[d.lat, d.lng]}
          icon={icons[i]}
          title={d.title}
          alt={d.title}
          zIndexOffset={1000}
          keyboard={false}
        />
      ))}
    </>
  );
}
