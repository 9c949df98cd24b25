import { api, type Locale } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { activateLocale, currentLocale, t } from '../../../lib/i18n/intl.ts';
import { chosenLocale, rememberLanguages, tenantLocale } from '../../../lib/i18n/locale.ts';
import { mutationFor } from '../../../lib/mutation-for.ts';

/**
 * api.users.setLanguage: the language the caller reads the portal in, null for the company's
 * default; once saved it is kept for this browser and shown at once. A refusal says the server's
 * msg, which the api client shows.
 */
export function useSetLanguage() {
  return useMutation(
    mutationFor(api.users.setLanguage, {
      input: (language: Locale | null) => ({ language }),
      // One choice after the other, so that the last one made is the one kept.
      scope: { id: 'set-language' },
      // Here rather than in the chooser: the screens it sits in mount afresh in the new language.
      onSuccess: async (_answer, language) => {
        rememberLanguages({ language, tenantLanguage: tenantLocale() });
        if (chosenLocale() !== currentLocale()) await activateLocale(chosenLocale());
        toast.success(t({ id: 'user-menu.language.saved', defaultMessage: 'Language saved' }));
      },
    }),
  );
}
