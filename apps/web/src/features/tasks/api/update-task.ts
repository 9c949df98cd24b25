import { MessageAnswerSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import type { TaskFields } from './add-task.ts';
import { PROJECTS_ROOT_KEY, taskKeys } from './query-keys.ts';

/** POST /api/tasks/updateTask: answers whether the server changed the task. */
export async function updateTask({ taskId, ...fields }: TaskFields & { taskId: string }): Promise<boolean> {
  const answer = await portalPost('/api/tasks/updateTask', {
    userId: readSession()?.userId,
    taskId,
    ...fields,
  });
  return MessageAnswerSchema.safeParse(answer).success;
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: async (updated) => {
      if (!updated) {
        toast.error(TASK_TOASTS.updateFailed);
        return;
      }
      toast.success(TASK_TOASTS.updated);
      // A task moved to another project changes two counts on the board.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_ROOT_KEY }),
      ]);
    },
    onError: () => toast.error(TASK_TOASTS.updateFailed),
  });
}
