import { MessageAnswerSchema, type TaskStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import { taskKeys } from './query-keys.ts';

export interface TaskStatusChange {
  taskId: string;
  status: TaskStatus;
}

/** POST /api/tasks/updateTaskStatus: answers whether the server changed the status. */
export async function updateTaskStatus({ taskId, status }: TaskStatusChange): Promise<boolean> {
  const answer = await portalPost('/api/tasks/updateTaskStatus', {
    userId: readSession()?.userId,
    taskId,
    status,
  });
  return MessageAnswerSchema.safeParse(answer).success;
}

/** Changes a task's status and reloads the task lists (spec §4). */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSuccess: async (updated) => {
      if (updated) toast.success(TASK_TOASTS.statusUpdated);
      else toast.error(TASK_TOASTS.statusFailed);
      // Awaited, so the mutation stays pending until the list shows the outcome.
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: () => toast.error(TASK_TOASTS.statusError),
  });
}
