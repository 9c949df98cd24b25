import { api, type TaskStatus } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';

export interface TaskStatusChange {
  taskId: string;
  status: TaskStatus;
}

/**
 * api.tasks.updateTaskStatus: changes a task's status and reloads the task lists (spec §4), after
 * a refusal too; the mutation stays pending until the list shows the outcome.
 */
export function useUpdateTaskStatus() {
  return useMutation(
    mutationFor(api.tasks.updateTaskStatus, {
      input: ({ taskId, status }: TaskStatusChange) => ({ userId: readSession()?.userId, taskId, status }),
      invalidateOnSettled: true,
      meta: {
        success: TASK_TOASTS.statusUpdated,
        refused: TASK_TOASTS.statusFailed,
        threw: TASK_TOASTS.statusError,
      },
    }),
  );
}
