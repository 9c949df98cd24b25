import { api, type UpdateSettingsBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** The settings the form sends; the api client adds the tenant. */
export type SettingsChange = Omit<UpdateSettingsBody, 'tenantId'>;

/** api.settings.updateSettings: changes every setting at once, as the form shows them all. */
export function useUpdateSettings() {
  return useMutation(
    mutationFor(api.settings.updateSettings, {
      input: (change: SettingsChange) => change,
      meta: {
        success: ANSWER_MSG,
        refused: (error) =>
          refusalText(error) || t({ id: 'settings.save-failed', defaultMessage: 'Failed to save settings' }),
      },
    }),
  );
}
