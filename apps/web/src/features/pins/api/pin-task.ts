import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { PIN_MESSAGES } from '../messages.ts';

/** api.pins.pinTask: pins a task for the caller. Past the limit the server's reason is said. */
export function usePinTask() {
  return useMutation(
    mutationFor(api.pins.pinTask, {
      input: (taskId: string) => ({ taskId }),
      meta: { refused: (error) => refusalText(error) || error.message, threw: PIN_MESSAGES.pinFailed },
    }),
  );
}

/** api.pins.unpinTask: unpins a task for the caller. */
export function useUnpinTask() {
  return useMutation(
    mutationFor(api.pins.unpinTask, {
      input: (taskId: string) => ({ taskId }),
      meta: { refused: (error) => refusalText(error) || error.message, threw: PIN_MESSAGES.unpinFailed },
    }),
  );
}
