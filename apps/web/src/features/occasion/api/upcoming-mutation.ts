import { useMutation, useQueryClient } from '@tanstack/react-query';
import { occasionKeys } from './occasion-query-keys';

/**
 * A decision on gifts of the upcoming list: the list and its counts are asked again, after a refusal too (a 409
 * means the screen showed a state that had changed).
 */
export function useUpcomingMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: occasionKeys.upcoming() }),
  });
}
