import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import type { TaskFields } from './add-task.ts';

/** api.tasks.updateTask */
export function useUpdateTask() {
  return useMutation(
    mutationFor(api.tasks.updateTask, {
      input: ({ taskId, ...fields }: TaskFields & { taskId: string }) => ({
        userId: readSession()?.userId,
        taskId,
        ...fields,
      }),
      meta: { success: TASK_TOASTS.updated, refused: TASK_TOASTS.updateFailed },
    }),
  );
}
