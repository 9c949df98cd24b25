import { api, type TaskStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';

export interface TaskStatusChange {
  taskId: string;
  status: TaskStatus;
}

/** api.tasks.updateTaskStatus */
export function updateTaskStatus({ taskId, status }: TaskStatusChange) {
  return call(api.tasks.updateTaskStatus, { userId: readSession()?.userId, taskId, status });
}

/** Changes a task's status and reloads the task lists (spec §4). */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    meta: {
      success: TASK_TOASTS.statusUpdated,
      refused: TASK_TOASTS.statusFailed,
      threw: TASK_TOASTS.statusError,
    },
    // Returned, so the mutation stays pending until the list shows the outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
