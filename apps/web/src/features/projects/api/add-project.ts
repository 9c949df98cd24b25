import { api, type AddProjectBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';

/** What the project forms send; tenant and acting user are added on the way. */
export type ProjectFields = Omit<AddProjectBody, 'tenantId' | 'userId'>;

/** api.projects.addProject */
export function useAddProject() {
  return useMutation(
    mutationFor(api.projects.addProject, {
      input: (fields: ProjectFields) => ({ userId: readSession()?.userId, ...fields }),
      meta: {
        success: PROJECT_TOASTS.added,
        refused: PROJECT_TOASTS.addFailed,
        threw: PROJECT_TOASTS.addError,
      },
    }),
  );
}
