import { api, type UpdateSettingsBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** The settings the form sends; the api client adds the tenant. */
export type SettingsChange = Omit<UpdateSettingsBody, 'tenantId'>;

/** api.settings.updateSettings: changes every setting at once, as the form shows them all. */
export function updateSettings(change: SettingsChange) {
  return call(api.settings.updateSettings, change);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta: { success: ANSWER_MSG, refused: (error) => error.msg || 'Failed to save settings' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
