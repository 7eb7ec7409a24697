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

/** Material's local_shipping icon, drawn inline: phones and servers without an emoji font show it too. */
const TRUCK_SVG =
  '<svg class="rp-driver-glyph" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5l-3-4zM6 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5zm13.5-9l1.96 2.5H17V9.5h2.5zm-1.5 9c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5z"/></svg>';

/** A tag with a van and the driver's name, pointing down at the position: unlike the round stop markers. */
function driverIcon(driver: TMapDriver): L.DivIcon {
  return L.divIcon({
    className: 'rp-stop-icon',
    html: `<span class="rp-driver-marker" style="--driver-color:${escapeHtml(driver.color)}">${TRUCK_SVG}<span class="rp-driver-name">${escapeHtml(driver.name)}</span></span>`,
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
