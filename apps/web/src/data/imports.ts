import { Api, type TBatchGeocode } from '@rp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { invalidateRouteStops } from './routes';

/**
 * POST /batch_geocode/: adds a spreadsheet's rows to the route as stops. The stops are reloaded
 * without holding the mutation pending, so the progress bar stops as soon as the answer is here.
 */
export function useImportStops(routeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBatchGeocode) => callApi(Api.batchGeocode, { body }),
    onSuccess: () => {
      void invalidateRouteStops(qc, routeId);
    },
  });
}
