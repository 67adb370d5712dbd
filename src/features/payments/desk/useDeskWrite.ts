import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../api/http';
import { showToast } from '../../../ui/showToast';
import { paymentsDeskChanged } from './paymentsDeskApi';

/** A payments desk write: a toast either way, and the view reloaded after it. */
export function useDeskWrite<T, R>(send: (input: T) => Promise<R>, done: (result: R) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => showToast.success(done(result)),
    onError: (error) => showToast.error(serverMessage(error) ?? 'That did not work. Please try again.'),
    onSettled: () => paymentsDeskChanged(queryClient),
  });
}
