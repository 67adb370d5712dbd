import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../ui/showToast';
import type { TrackedOrder } from '../../../api-schema/orderTracking';
import { serverMessage } from '../../api/http';
import { orderQueries } from './orderQueries';

/** A shopper's cancel or return request: the answer replaces the tracked order on the page. */
export function useShopperOrderAction<T>(
  orderNumber: string,
  contact: string,
  send: (input: T) => Promise<TrackedOrder>,
  done: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (tracked) => {
      queryClient.setQueryData(orderQueries.track(orderNumber, contact).queryKey, tracked);
      showToast.success(done);
    },
    onError: (error) => {
      showToast.error(serverMessage(error) ?? 'That did not work. Please try again.');
      // The order may have moved on meanwhile (shipped, say): show its real state.
      void queryClient.invalidateQueries({ queryKey: orderQueries.track(orderNumber, contact).queryKey });
    },
  });
}
