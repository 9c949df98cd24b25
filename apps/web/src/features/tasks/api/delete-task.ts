import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { TASK_TOASTS } from '../messages.ts';

/** api.tasks.deleteTask */
export function useDeleteTask() {
  return useMutation(
    mutationFor(api.tasks.deleteTask, {
      input: (taskId: string) => ({ taskId }),
      meta: {
        success: t(TASK_TOASTS.deleted),
        refused: t(TASK_TOASTS.deleteFailed),
        threw: t(TASK_TOASTS.deleteError),
      },
    }),
  );
}
