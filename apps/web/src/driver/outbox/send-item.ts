import { Api } from '@rp/contracts';
import { callApi } from '../../api/client';
import type { TOutboxItem } from '../storage/driver-db';
import { routeCache } from './route-cache';

// The driver app handles 401 itself (log in again, keep the queue), never by leaving for /login.
const opts = { skipUnauthorizedRedirect: true };

/**
 * Sends one queued action with the driver API call of its kind and keeps the server's answer in
 * the phone's copy of the route. A repeat (applied: false) answers the same state: kept alike.
 */
export async function sendOutboxItem(item: TOutboxItem): Promise<void> {
  const params = { vehicleRouteId: item.vehicleRouteId };
  switch (item.kind) {
    case 'routeStatus': {
      const answer = await callApi(Api.setDriverRouteStatus, { params, body: item.body }, opts);
      await routeCache.keepDriverRoute(answer.driver_route);
      return;
    }
    case 'stopDelivery': {
      const answer = await callApi(Api.saveStopDelivery, { params, body: item.body }, opts);
      await routeCache.keepStop(item.vehicleRouteId, answer.stop);
      return;
    }
    case 'stopProof': {
      const answer = await callApi(Api.saveStopProof, { params, body: item.body }, opts);
      await routeCache.keepStop(item.vehicleRouteId, answer.stop);
      return;
    }
    case 'position':
      await callApi(Api.postDriverPosition, { body: item.body }, opts);
      return;
  }
}
