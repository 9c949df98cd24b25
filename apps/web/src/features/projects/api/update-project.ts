import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import type { ProjectFields } from './add-project.ts';

/** api.projects.updateProject */
export function useUpdateProject() {
  return useMutation(
    mutationFor(api.projects.updateProject, {
      input: ({ projectId, ...fields }: ProjectFields & { projectId: string }) => ({
        userId: readSession()?.userId,
        projectId,
        ...fields,
      }),
      meta: { success: PROJECT_TOASTS.updated, refused: PROJECT_TOASTS.updateFailed },
    }),
  );
}
