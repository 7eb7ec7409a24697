import { useEffect } from 'react';
import { driverActions } from '../outbox/driver-outbox';
import { lastPosition } from './last-position';
import { shouldSendPosition, type TFix } from './throttle';

/**
 * While `isStarted`, watches the phone's position: every fix becomes the last known position
 * (stamped on the driver's actions), and a throttled few are sent for the dispatcher's map.
 */
export function useRoutePosition(vehicleRouteId: number, isStarted: boolean): void {
  useEffect(() => {
    if (!isStarted || !('geolocation' in navigator)) return;
    let lastSent: TFix | null = null;
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        const fix = { lat: p.coords.latitude, lng: p.coords.longitude, at: p.timestamp || Date.now() };
        lastPosition.set({ lat: fix.lat, lng: fix.lng });
        if (!shouldSendPosition(lastSent, fix)) return;
        lastSent = fix;
        void driverActions.position(vehicleRouteId, { ...fix, accuracy: p.coords.accuracy });
      },
      // Denied or unavailable: the app works on without positions.
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [vehicleRouteId, isStarted]);
}
