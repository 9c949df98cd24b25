import { zodResolver } from '@hookform/resolvers/zod';
import { WEEKDAY_NAMES, type TenantSettings } from '@portal/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { errorClass } from '../../../components/ui/field-styles.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSettings } from '../../../lib/queries/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingsFormSchema, settingsFormOf, timeZoneChoices } from '../settings-form-schema.ts';

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }));
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));
const WORKING_DAYS_ERROR_ID = 'settings-working-days-error';

const card = 'rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-white/3';
const headingClass = 'mb-4 text-base font-semibold text-gray-800 dark:text-white/90';
const checkboxClass = 'size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700';

/** The tenant's settings, for Admins: working days and hours, time zone, vacation days and the automatic reminder. */
export function SettingsScreen() {
  const settings = useSettings();
  if (settings.isPending) return <Spinner label="Loading settings" className="py-16" />;
  if (settings.isError) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">The settings could not be loaded.</p>;
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

  const handleSave = handleSubmit((change) => update.mutate(change));

  return (
    <form noValidate onSubmit={handleSave} className="max-w-3xl space-y-6">
      <section className={card}>
        <h2 className={headingClass}>Working time</h2>
        <fieldset aria-describedby={errors.workingDays ? WORKING_DAYS_ERROR_ID : undefined}>
          <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">Working days</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {WEEKDAY_OPTIONS.map((day) => (
              <label
                key={day.value}
                className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300"
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
              {errors.workingDays.message}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            id="settings-expected-hours"
            label="Expected hours per working day"
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
            label="Time zone"
            options={timeZones}
            error={errors.timeZone?.message}
            {...register('timeZone')}
          />
          <TextField
            id="settings-vacation-days"
            label="Vacation days per year"
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
        <h2 className={headingClass}>Automatic reminder</h2>
        <label className="flex items-start gap-3 text-sm text-gray-700 dark:text-gray-300">
          <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...register('reminder.enabled')} />
          <span>
            Remind everyone who has not submitted last week&apos;s timesheet
            <span className="mt-0.5 block text-gray-600 dark:text-gray-400">
              In the app and by email, once a week, in the time zone above.
            </span>
          </span>
        </label>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <SelectField
            id="settings-reminder-weekday"
            label="Reminder day"
            options={WEEKDAY_OPTIONS}
            disabled={!reminderOn}
            error={errors.reminder?.weekday?.message}
            {...register('reminder.weekday')}
          />
          <SelectField
            id="settings-reminder-hour"
            label="Reminder time"
            options={HOUR_OPTIONS}
            disabled={!reminderOn}
            error={errors.reminder?.hour?.message}
            {...register('reminder.hour')}
          />
        </div>
      </section>

      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}
