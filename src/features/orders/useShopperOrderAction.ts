import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../ui/showToast';
import type { TrackedOrder } from '../../../api-schema/orderTracking';
import { serverMessage } from '../../api/http';
import type { Message } from '../../i18n/en';
import { t, tKnown } from '../../i18n/language';
import { orderQueries } from './orderQueries';

/** A shopper's cancel or return request: the answer replaces the tracked order on the page. */
export function useShopperOrderAction<T>(
  orderNumber: string,
  contact: string,
  send: (input: T) => Promise<TrackedOrder>,
  done: Message,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (tracked) => {
      queryClient.setQueryData(orderQueries.track(orderNumber, contact).queryKey, tracked);
      showToast.success(t(done));
    },
    onError: (error) => {
      showToast.error(tKnown(serverMessage(error) ?? 'That did not work. Please try again.'));
      // The order may have moved on meanwhile (shipped, say): show its real state.
      void queryClient.invalidateQueries({ queryKey: orderQueries.track(orderNumber, contact).queryKey });
    },
  });
}
