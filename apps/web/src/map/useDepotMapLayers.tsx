import type { TAddressResult } from '@rp/contracts';
import { useMemo } from 'react';
import { addressText } from '../lib/address-text';
import { DepotMarkers } from './DepotMarkers';
import { FitBounds } from './FitBounds';
import { useMapLayers } from './MapStage';

/** Shows the chosen start and end locations on the map and brings them into view when they change. */
export function useDepotMapLayers(start: TAddressResult | null, end: TAddressResult | null): void {
  const layers = useMemo(() => {
    const points = [start, end].filter((p): p is TAddressResult => !!p);
    return (
      <>
        <DepotMarkers
          start={start && { lat: start.lat, lng: start.lng, address: addressText(start) }}
          end={end && { lat: end.lat, lng: end.lng, address: addressText(end) }}
        />
        <FitBounds fitKey={points.map((p) => `${p.lat},${p.lng}`).join(';')} points={points} />
      </>
    );
  }, [start, end]);
  useMapLayers(layers);
}
