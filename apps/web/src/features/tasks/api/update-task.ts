import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
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
      meta: { success: t(TASK_TOASTS.updated), refused: t(TASK_TOASTS.updateFailed) },
    }),
  );
}
