import L from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import './markers.css';

export interface TLatLng {
  lat: number;
  lng: number;
}

export interface TDepotMarkersProps {
  start?: (TLatLng & { address: string }) | null;
  end?: (TLatLng & { address: string }) | null;
}

const depotIcon = (kind: 'start' | 'end' | 'both') =>
  L.divIcon({
    className: 'rp-stop-icon',
    html: `<span class="rp-depot-marker is-${kind}">${kind === 'start' ? 'S' : kind === 'end' ? 'E' : 'S/E'}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });

const samePlace = (a: TLatLng, b: TLatLng) =>
  Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/** The route's start and end markers (one combined marker when both are the same place). */
export function DepotMarkers({ start, end }: TDepotMarkersProps) {
  const icons = useMemo(
    () => ({ start: depotIcon('start'), end: depotIcon('end'), both: depotIcon('both') }),
    [],
  );
  if (start && end && samePlace(start, end)) {
    return (
      <Marker
        position={[start.lat, start.lng]}
        icon={icons.both}
        title={`Start and end: ${start.address}`}
        zIndexOffset={-100}
      />
    );
  }
  return (
    <>
      {start && (
        <Marker
          position={[start.lat, start.lng]}
          icon={icons.start}
          title={`Start: ${start.address}`}
          zIndexOffset={-100}
        />
      )}
      {end && (
        <Marker
          position={[end.lat, end.lng]}
          icon={icons.end}
          title={`End: ${end.address}`}
          zIndexOffset={-100}
        />
      )}
    </>
  );
}
