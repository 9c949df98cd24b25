import { checkboxClass } from '../../../components/ui/checkbox.ts';
import {
  DATE_INVALID_MESSAGE,
  defineMessages,
  MAX_COMPANY_HOLIDAYS,
  MAX_NAME_LENGTH,
  type GetHolidayCalendarAnswer,
  type GetHolidayCountriesAnswer,
  type Holiday,
} from '@portal/contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ControlledDateField } from '../../../components/ui/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { today } from '../../../lib/dates.ts';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useHolidayCalendar } from '../../../lib/queries/get-holiday-calendar.ts';
import { useHolidayCountries } from '../api/get-holiday-countries.ts';
import { useSetHolidayCalendar } from '../api/set-holiday-calendar.ts';
import { HolidayFormSchema, NEW_COMPANY_HOLIDAY, holidayFormOf } from '../holiday-form-schema.ts';

type Countries = GetHolidayCountriesAnswer['data'];

const card = 'rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-white/3';
const headingClass = 'mb-1 text-base font-semibold text-gray-800 dark:text-white/90';
const cell = 'px-4 py-2.5 text-sm';
const SOURCE_LABELS = defineMessages({
  public: { id: 'settings.holidays.source.public', defaultMessage: 'Public' },
  company: { id: 'settings.holidays.source.company', defaultMessage: 'Company' },
});

/**
 * Settings → Holidays, for Admins: the country (and region) whose public holidays the tenant
 * keeps, its own company holidays, and the holidays of this year as the calendar gives them.
 */
export function HolidaySettings() {
  const year = today().slice(0, 4);
  const calendar = useHolidayCalendar(`${year}-01-01`, `${year}-12-31`);
  const countries = useHolidayCountries();
  const loading = calendar.isPending || countries.isPending;
  const failed = calendar.isError || countries.isError;

  return (
    <section aria-labelledby="holidays-heading" className={`${card} mt-6 max-w-3xl`}>
      <h2 id="holidays-heading" className={headingClass}>
        {t({ id: 'settings.holidays.title', defaultMessage: 'Holidays' })}
      </h2>
      <p className="mb-5 text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'settings.holidays.hint',
          defaultMessage: 'A holiday on a working day expects no hours of anyone; a half day, half of them.',
        })}
      </p>
      {loading ? (
        <Spinner
          label={t({ id: 'settings.holidays.loading', defaultMessage: 'Loading holidays' })}
          className="py-10"
        />
      ) : null}
      {!loading && failed ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t({ id: 'settings.holidays.load-failed', defaultMessage: 'The holidays could not be loaded.' })}
        </p>
      ) : null}
      {calendar.data && countries.data ? (
        <>
          <HolidayForm calendar={calendar.data.calendar} countries={countries.data} />
          <YearHolidays year={year} holidays={calendar.data.holidays} />
        </>
      ) : null}
    </section>
  );
}

function HolidayForm({
  calendar,
  countries,
}: {
  calendar: GetHolidayCalendarAnswer['calendar'];
  countries: Countries;
}) {
  const save = useSetHolidayCalendar();
  const form = useSchemaForm(HolidayFormSchema, holidayFormOf(calendar));
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = form;
  const holidays = useFieldArray({ control, name: 'companyHolidays' });
  const country = useWatch({ control, name: 'country' });
  const regions = countries.find((each) => each.code === country)?.regions ?? [];
  const countryOptions = countries.map((each) => ({ value: each.code, label: each.name }));
  // A country the library no longer lists is still shown as chosen, rather than as none.
  if (calendar.country && !countries.some((each) => each.code === calendar.country)) {
    countryOptions.unshift({ value: calendar.country, label: calendar.country });
  }

  const handleSave = handleSubmit((change) => save.mutate(change));

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="holidays-country"
          label={t({ id: 'settings.holidays.country', defaultMessage: 'Country' })}
          placeholder={t({ id: 'settings.holidays.country.none', defaultMessage: 'None' })}
          options={countryOptions}
          error={errors.country?.message}
          {...register('country', { onChange: () => setValue('region', '') })}
        />
        <SelectField
          id="holidays-region"
          label={t({ id: 'settings.holidays.region', defaultMessage: 'Region' })}
          placeholder={t({ id: 'settings.holidays.region.whole-country', defaultMessage: 'Whole country' })}
          options={regions.map((region) => ({ value: region.code, label: region.name }))}
          disabled={regions.length === 0}
          error={errors.region?.message}
          {...register('region')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
          {t({ id: 'settings.holidays.company', defaultMessage: 'Company holidays' })}
        </legend>
        {holidays.fields.length === 0 ? (
          <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
            {t({ id: 'settings.holidays.company.none', defaultMessage: 'No company holidays.' })}
          </p>
        ) : (
          <ol className="mb-3 space-y-3">
            {holidays.fields.map((field, index) => {
              const rowErrors = errors.companyHolidays?.[index];
              return (
                <li key={field.id}>
                  <fieldset className="grid items-start gap-3 sm:grid-cols-[11rem_1fr_auto_auto]">
                    <legend className="sr-only">
                      {t(
                        { id: 'settings.holidays.company.row', defaultMessage: 'Company holiday {number}' },
                        { number: String(index + 1) },
                      )}
                    </legend>
                    <ControlledDateField
                      control={control}
                      name={`companyHolidays.${index}.date`}
                      id={`company-holiday-${field.id}-date`}
                      label={t({ id: 'settings.holidays.date', defaultMessage: 'Date' })}
                      required
                      error={rowErrors?.date?.message}
                      invalidMessage={t(DATE_INVALID_MESSAGE)}
                    />
                    <TextField
                      id={`company-holiday-${field.id}-name`}
                      label={t({ id: 'settings.holidays.name', defaultMessage: 'Name' })}
                      maxLength={MAX_NAME_LENGTH}
                      required
                      error={rowErrors?.name?.message}
                      {...register(`companyHolidays.${index}.name`)}
                    />
                    <label className="flex h-11 items-center gap-2 text-sm text-gray-700 sm:mt-7 dark:text-gray-300">
                      <input
                        type="checkbox"
                        className={checkboxClass}
                        {...register(`companyHolidays.${index}.halfDay`)}
                      />
                      {t({ id: 'settings.holidays.half-day', defaultMessage: 'Half day' })}
                    </label>
                    <Button
                      variant="outline"
                      className="px-3 py-2 sm:mt-7"
                      aria-label={t(
                        {
                          id: 'settings.holidays.company.remove-row',
                          defaultMessage: 'Remove company holiday {number}',
                        },
                        { number: String(index + 1) },
                      )}
                      onClick={() => holidays.remove(index)}
                    >
                      {t({ id: 'settings.holidays.company.remove', defaultMessage: 'Remove' })}
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        <Button
          variant="outline"
          className="px-4 py-2"
          disabled={holidays.fields.length >= MAX_COMPANY_HOLIDAYS}
          onClick={() => holidays.append(NEW_COMPANY_HOLIDAY)}
        >
          {t({ id: 'settings.holidays.company.add', defaultMessage: 'Add holiday' })}
        </Button>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending
          ? t({ id: 'settings.saving', defaultMessage: 'Saving...' })
          : t({ id: 'settings.holidays.save', defaultMessage: 'Save holidays' })}
      </Button>
    </form>
  );
}

/** The holidays of `year` as the saved calendar gives them, by date. */
function YearHolidays({ year, holidays }: { year: string; holidays: readonly Holiday[] }) {
  return (
    <div className="mt-8">
      <h3 id="year-holidays-heading" className="mb-3 text-sm font-semibold text-gray-800 dark:text-white/90">
        {t({ id: 'settings.holidays.year', defaultMessage: 'Holidays in {year}' }, { year })}
      </h3>
      {holidays.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t({ id: 'settings.holidays.year.none', defaultMessage: 'No holidays in {year}.' }, { year })}
        </p>
      ) : (
        // Focusable so that keyboard users can scroll a table wider than a phone.
        <div
          role="region"
          aria-labelledby="year-holidays-heading"
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800"
        >
          <table className="w-full min-w-[520px] text-start">
            <thead>
              <tr>
                {[
                  t({ id: 'settings.holidays.date', defaultMessage: 'Date' }),
                  t({ id: 'settings.holidays.name', defaultMessage: 'Name' }),
                  t({ id: 'settings.holidays.half-day', defaultMessage: 'Half day' }),
                  t({ id: 'settings.holidays.source', defaultMessage: 'Source' }),
                ].map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    className={`${cell} font-medium text-gray-600 dark:text-gray-400`}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {holidays.map((holiday) => (
                <tr
                  key={`${holiday.date}-${holiday.source}`}
                  className="border-t border-gray-100 text-gray-700 dark:border-gray-800 dark:text-gray-300"
                >
                  <td className={`${cell} tabular-nums`}>{holiday.date}</td>
                  <th scope="row" className={`${cell} font-normal text-gray-800 dark:text-white/90`}>
                    {holiday.name}
                  </th>
                  <td className={cell}>
                    {holiday.halfDay
                      ? t({ id: 'settings.holidays.half-day', defaultMessage: 'Half day' })
                      : t({ id: 'settings.holidays.full-day', defaultMessage: 'Full day' })}
                  </td>
                  <td className={cell}>{t(SOURCE_LABELS[holiday.source])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
