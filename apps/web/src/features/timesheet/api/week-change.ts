import type { MessageAnswer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { portalPost } from '../../../lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/**
 * Posts a change of a week's status: the answer when `schema` accepts it, null when the server
 * refused it or could not be reached (the api client has already shown the server's reason, if any).
 */
export async function postWeekChange<T extends MessageAnswer>(
  path: string,
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const parsed = schema.safeParse(await portalPost(path, body));
  return parsed.success ? parsed.data : null;
}

/**
 * A mutation of week statuses. It shows the server's msg (the contract's WEEK_MESSAGES, or how many
 * weeks were approved) or `failure`, and refreshes every timesheet read: what is locked changes.
 */
export function useWeekChange<TVariables>(
  request: (variables: TVariables) => Promise<MessageAnswer | null>,
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (answer) => {
      if (!answer) {
        toast.error(failure);
        return;
      }
      toast.success(answer.msg);
      await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
    },
    onError: () => {
      toast.error(failure);
    },
  });
}
