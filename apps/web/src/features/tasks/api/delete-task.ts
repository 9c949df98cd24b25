import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { TASK_TOASTS } from '../messages.ts';

/** api.tasks.deleteTask */
export function useDeleteTask() {
  return useMutation(
    mutationFor(api.tasks.deleteTask, {
      input: (taskId: string) => ({ taskId }),
      meta: {
        success: TASK_TOASTS.deleted,
        refused: TASK_TOASTS.deleteFailed,
        threw: TASK_TOASTS.deleteError,
      },
    }),
  );
}
