import { checkboxClass } from '../../../components/ui/checkbox.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALE_NAMES, LOCALES, type TenantSettings } from '@portal/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { errorClass } from '../../../components/ui/field-styles.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { weekdayName } from '../../../lib/i18n/format.ts';
import { activateLocale, currentLocale, t } from '../../../lib/i18n/intl.ts';
import {
  chosenLocale,
  formattingLocale,
  personalLocale,
  rememberLanguages,
} from '../../../lib/i18n/locale.ts';
import { validationText } from '../../../lib/i18n/refusals.ts';
import { useSettings } from '../../../lib/queries/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import {
  currencyChoices,
  SettingsFormSchema,
  settingsFormOf,
  timeZoneChoices,
} from '../settings-form-schema.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));
const WORKING_DAYS_ERROR_ID = 'settings-working-days-error';

const card = 'rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-white/3';
const headingClass = 'mb-4 text-base font-semibold text-gray-800 dark:text-white/90';

/**
 * The tenant's settings, for Admins: working days and hours, time zone, vacation days, the automatic
 * reminder, the default language, and the currency and whether Managers see money.
 */
export function SettingsScreen() {
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <Spinner label={t({ id: 'settings.loading', defaultMessage: 'Loading settings' })} className="py-16" />
    );
  }
  if (settings.isError) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({ id: 'settings.load-failed', defaultMessage: 'The settings could not be loaded.' })}
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: TenantSettings }) {
  const update = useUpdateSettings();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: settingsFormOf(settings),
  });
  const reminderOn = useWatch({ control, name: 'reminder.enabled' });
  const timeZones = useMemo(
    () =>
      timeZoneChoices(settings.timeZone, Intl.supportedValuesOf('timeZone')).map((zone) => ({
        value: zone,
        label: zone,
      })),
    [settings.timeZone],
  );

  const weekdayOptions = WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day) }));
  const languageOptions = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));
  const currencyNames = new Intl.DisplayNames([formattingLocale(currentLocale())], { type: 'currency' });
  const currencyOptions = currencyChoices(settings.currency, Intl.supportedValuesOf('currency')).map(
    (code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }),
  );

  const handleSave = handleSubmit((change) =>
    update.mutate(change, {
      onSuccess: () => {
        const language = personalLocale();
        rememberLanguages({ language, tenantLanguage: change.language });
        // Someone with a language of their own reads on in it; the others follow the new default.
        if (!language && chosenLocale() !== currentLocale()) void activateLocale(chosenLocale());
      },
    }),
  );

  return (
    <form noValidate onSubmit={handleSave} className="max-w-3xl space-y-6">
      <section className={card}>
        <h2 className={headingClass}>
          {t({ id: 'settings.working-time.title', defaultMessage: 'Working time' })}
        </h2>
        <fieldset aria-describedby={errors.workingDays ? WORKING_DAYS_ERROR_ID : undefined}>
          <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
            {t({ id: 'settings.working-days', defaultMessage: 'Working days' })}
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {weekdayOptions.map((day) => (
              <label
                key={day.value}
                className="flex items-center gap-2 text-sm text-gray-700 max-md:min-h-11 dark:text-gray-300"
              >
                <input
                  type="checkbox"
                  value={day.value}
                  className={checkboxClass}
                  {...register('workingDays')}
                />
                {day.label}
              </label>
            ))}
          </div>
          {errors.workingDays ? (
            <p id={WORKING_DAYS_ERROR_ID} className={errorClass}>
              {validationText(errors.workingDays.message ?? '')}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            id="settings-expected-hours"
            label={t({
              id: 'settings.expected-hours',
              defaultMessage: 'Expected hours per working day',
            })}
            type="number"
            inputMode="decimal"
            min={0}
            max={24}
            step={0.25}
            error={errors.expectedHours?.message}
            {...register('expectedHours')}
          />
          <SelectField
            id="settings-time-zone"
            label={t({ id: 'settings.time-zone', defaultMessage: 'Time zone' })}
            options={timeZones}
            error={errors.timeZone?.message}
            {...register('timeZone')}
          />
          <TextField
            id="settings-vacation-days"
            label={t({ id: 'settings.vacation-days', defaultMessage: 'Vacation days per year' })}
            type="number"
            inputMode="decimal"
            min={0}
            max={366}
            step={0.5}
            error={errors.vacationDays?.message}
            {...register('vacationDays')}
          />
        </div>
      </section>

      <section className={card}>
        <h2 className={headingClass}>
          {t({ id: 'settings.reminder.title', defaultMessage: 'Automatic reminder' })}
        </h2>
        <label className="flex items-start gap-3 text-sm text-gray-700 dark:text-gray-300">
          <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...register('reminder.enabled')} />
          <span>
            {t({
              id: 'settings.reminder.enabled',
              defaultMessage: "Remind everyone who has not submitted last week's timesheet",
            })}
            <span className="mt-0.5 block text-gray-600 dark:text-gray-400">
              {t({
                id: 'settings.reminder.hint',
                defaultMessage: 'In the app and by email, once a week, in the time zone above.',
              })}
            </span>
          </span>
        </label>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <SelectField
            id="settings-reminder-weekday"
            label={t({ id: 'settings.reminder.day', defaultMessage: 'Reminder day' })}
            options={weekdayOptions}
            disabled={!reminderOn}
            error={errors.reminder?.weekday?.message}
            {...register('reminder.weekday')}
          />
          <SelectField
            id="settings-reminder-hour"
            label={t({ id: 'settings.reminder.time', defaultMessage: 'Reminder time' })}
            options={HOUR_OPTIONS}
            disabled={!reminderOn}
            error={errors.reminder?.hour?.message}
            {...register('reminder.hour')}
          />
        </div>
      </section>

      <section className={card}>
        <h2 className={headingClass}>{t({ id: 'settings.language.title', defaultMessage: 'Language' })}</h2>
        <SelectField
          id="settings-language"
          label={t({ id: 'settings.language', defaultMessage: 'Default language' })}
          placeholder={t({ id: 'settings.language.browser', defaultMessage: 'Browser language' })}
          options={languageOptions}
          error={errors.language?.message}
          className="sm:w-1/2 sm:pe-2.5"
          {...register('language')}
        />
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          {t({
            id: 'settings.language.hint',
            defaultMessage:
              'Everyone who has not chosen a language of their own reads the portal in this one.',
          })}
        </p>
      </section>

      <section className={card}>
        <h2 className={headingClass}>{t({ id: 'settings.money.title', defaultMessage: 'Money' })}</h2>
        <SelectField
          id="settings-currency"
          label={t({ id: 'settings.currency', defaultMessage: 'Currency' })}
          options={currencyOptions}
          error={errors.currency?.message}
          className="sm:w-1/2 sm:pe-2.5"
          {...register('currency')}
        />
        <label className="mt-5 flex items-start gap-3 text-sm text-gray-700 dark:text-gray-300">
          <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...register('managersSeeMoney')} />
          <span>
            {t({
              id: 'settings.managers-see-money',
              defaultMessage: 'Managers see rates, amounts and costs',
            })}
            <span className="mt-0.5 block text-gray-600 dark:text-gray-400">
              {t({
                id: 'settings.managers-see-money.hint',
                defaultMessage: 'Admins always see them; Users never do.',
              })}
            </span>
          </span>
        </label>
      </section>

      <Button type="submit" disabled={update.isPending}>
        {update.isPending
          ? t({ id: 'settings.saving', defaultMessage: 'Saving...' })
          : t({ id: 'settings.save', defaultMessage: 'Save settings' })}
      </Button>
    </form>
  );
}
