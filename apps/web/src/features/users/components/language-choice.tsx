import { LOCALE_NAMES, LOCALES, LocaleSchema } from '@portal/contract';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { personalLocale } from '../../../lib/i18n/locale.ts';
import { useSetLanguage } from '../api/set-language.ts';

/** Each language by its own name, whatever the language shown. */
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** The signed-in person's own language, or the company's default: saved as it is chosen. */
export function LanguageChoice() {
  const setLanguage = useSetLanguage();
  const [chosen, setChosen] = useState<string>(() => personalLocale() ?? '');

  const handleChange = (value: string) => {
    setChosen(value);
    setLanguage.mutate(LocaleSchema.safeParse(value).data ?? null, {
      onError: () => setChosen(personalLocale() ?? ''),
    });
  };

  return (
    <SelectField
      id="user-menu-language"
      label={t({ id: 'user-menu.language', defaultMessage: 'Language' })}
      placeholder={t({ id: 'user-menu.language.company-default', defaultMessage: 'Company default' })}
      options={LANGUAGE_OPTIONS}
      value={chosen}
      onChange={(event) => handleChange(event.target.value)}
    />
  );
}
