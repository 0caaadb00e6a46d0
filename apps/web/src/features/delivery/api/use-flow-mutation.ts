import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryKeys } from './delivery-query-keys';

/** A change of lines, returns or the recipient's own orders: lists, counts and details all move together. */
export function useFlowMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryKeys.flow() }),
  });
}
