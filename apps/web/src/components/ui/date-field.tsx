import { isCalendarDate, type DisplayLocale, PSEUDO_LOCALE } from '@portal/contract';
import type { Locale as DateFnsLocale } from 'date-fns';
import { useEffect, useReducer, useRef, useState, type ComponentProps } from 'react';
import DatePicker, { type CalendarContainer } from 'react-datepicker';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import 'react-datepicker/dist/react-datepicker.css';
import './date-field-rtl.css';
import { fromIsoDate, toIsoDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n/intl.ts';
import { useLocale } from '../../lib/i18n/provider.tsx';
import { FieldError, fieldErrorId } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';

/** The date pickers' year list runs 1900 to 2100 (spec §2). */
const FIRST_DAY = new Date(1900, 0, 1);
const LAST_DAY = new Date(2100, 11, 31);

/**
 * The calendar's month and weekday names come from date-fns, which needs a language's locale
 * object: each is its own chunk, loaded when a date field is first shown in that language.
 * English (and the test language, whose names `Intl` leaves English) is the picker's own.
 */
const PICKER_LOCALES: Partial<Record<DisplayLocale, () => Promise<DateFnsLocale>>> = {
  de: async () => (await import('date-fns/locale/de')).de,
  es: async () => (await import('date-fns/locale/es')).es,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  pl: async () => (await import('date-fns/locale/pl')).pl,
  ar: async () => (await import('date-fns/locale/ar')).ar,
  // The test language names days as Intl's English does ('Sunday 1 November 2026'), not with
  // English ordinals ('1st'), which would read as text that escaped the catalogs.
  [PSEUDO_LOCALE]: async () => (await import('date-fns/locale/en-GB')).enGB,
};
const loadedPickerLocales = new Map<DisplayLocale, DateFnsLocale>();

/** The calendar's locale in the language shown now; English until it has loaded. */
function usePickerLocale(): DateFnsLocale | undefined {
  const locale = useLocale();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const load = PICKER_LOCALES[locale];
    if (!load || loadedPickerLocales.has(locale)) return;
    let isMounted = true;
    void load().then((value) => {
      loadedPickerLocales.set(locale, value);
      if (isMounted) loaded();
    });
    return () => {
      isMounted = false;
    };
  }, [locale]);
  return loadedPickerLocales.get(locale);
}

/** The picker's own calendar frame, named in the language shown now. */
function CalendarFrame({ className, children, inline }: ComponentProps<typeof CalendarContainer>) {
  return (
    <div
      className={className}
      aria-label={t({ id: 'common.date-field.calendar', defaultMessage: 'Choose Date' })}
      role={inline ? undefined : 'dialog'}
      aria-modal={inline ? undefined : 'true'}
      translate="no"
    >
      {children}
    </div>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-MM-dd, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** What the field says when the typed text is not a real date. */
  invalidMessage: string;
  error?: string | undefined;
  required?: boolean;
}

/**
 * A labelled yyyy-MM-dd date input with a calendar, a clear button and a year list. Typed text that
 * is not a real date empties the field and says so, so that a form cannot send the date it held.
 */
export function DateField({ id, label, value, onChange, invalidMessage, error, required }: DateFieldProps) {
  const picker = useRef<DatePicker>(null);
  const [typedError, setTypedError] = useState<string>();
  /** What was typed since the last check; the picker forgets it once the input loses focus. */
  const typed = useRef<string | null>(null);
  const shownError = typedError ?? error;
  const pickerLocale = usePickerLocale();
  const isTestLanguage = useLocale() === PSEUDO_LOCALE;
  const clearLabel = t({ id: 'common.date-field.clear', defaultMessage: 'Clear date' });

  // react-datepicker passes on blur only while its calendar is closed, and typing usually leaves it
  // open, so the typed text is checked when the calendar closes as well.
  const checkTyped = () => {
    const text = typed.current?.trim();
    typed.current = null;
    if (text === undefined) return;
    if (text && !isCalendarDate(text)) {
      setTypedError(invalidMessage);
      onChange(null);
    } else {
      setTypedError(undefined);
    }
  };

  return (
    <div
      // react-datepicker closes its calendar on a press outside or Tab from the input, not when the
      // focus moves on otherwise (a screen reader, a script), which left one calendar open over the
      // next field's and over the form's buttons.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) picker.current?.setOpen(false);
      }}
    >
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <DatePicker
        ref={picker}
        id={id}
        selected={value ? fromIsoDate(value) : null}
        onChange={(date: Date | null) => {
          typed.current = null;
          setTypedError(undefined);
          onChange(date ? toIsoDate(date) : null);
        }}
        onChangeRaw={(event) => {
          // Also called when a day is picked; only the input's own text counts as typed.
          typed.current = event?.target instanceof HTMLInputElement ? event.target.value : null;
        }}
        onCalendarClose={checkTyped}
        onBlur={checkTyped}
        dateFormat="yyyy-MM-dd"
        placeholderText={t({
          id: 'common.date-field.placeholder',
          defaultMessage: 'yyyy-MM-dd',
          description: 'How a date is typed: year, month and day as digits, in this order',
        })}
        strictParsing
        locale={pickerLocale}
        formatWeekDay={isTestLanguage ? (day) => day.slice(0, 3) : undefined}
        calendarContainer={CalendarFrame}
        previousMonthButtonLabel={t({
          id: 'common.date-field.previous-month',
          defaultMessage: 'Previous Month',
        })}
        nextMonthButtonLabel={t({ id: 'common.date-field.next-month', defaultMessage: 'Next Month' })}
        previousMonthAriaLabel={t({
          id: 'common.date-field.previous-month',
          defaultMessage: 'Previous Month',
        })}
        nextMonthAriaLabel={t({ id: 'common.date-field.next-month', defaultMessage: 'Next Month' })}
        chooseDayAriaLabelPrefix={t({
          id: 'common.date-field.choose-day',
          defaultMessage: 'Choose',
          description: 'Read before a day of the calendar: "Choose Sunday, November 15th, 2026"',
        })}
        disabledDayAriaLabelPrefix={t({
          id: 'common.date-field.day-not-available',
          defaultMessage: 'Not available',
          description: 'Read before a day that cannot be chosen: "Not available Sunday, November 15th, 2026"',
        })}
        monthAriaLabelPrefix={t({
          id: 'common.date-field.month',
          defaultMessage: 'Month',
          description: 'Read before the month the calendar shows: "Month November, 2026"',
        })}
        isClearable
        clearButtonTitle={clearLabel}
        ariaLabelClose={clearLabel}
        showYearDropdown
        showMonthDropdown
        dropdownMode="select"
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        timeIntervals={30}
        required={required}
        ariaInvalid={shownError ? 'true' : undefined}
        ariaDescribedBy={shownError ? fieldErrorId(id) : undefined}
        wrapperClassName="w-full"
        className={`h-11 ${controlClass(shownError)}`}
      />
      <FieldError id={id} error={shownError} />
    </div>
  );
}

/** A form field that holds a date as yyyy-MM-dd, or null when empty. */
type DatePath<Typed extends FieldValues> = FieldPathByValue<Typed, string | null | undefined>;

/** A DateField that edits the date field `name` of a react-hook-form form. */
export function ControlledDateField<Typed extends FieldValues, Checked>({
  control,
  name,
  ...field
}: Omit<DateFieldProps, 'value' | 'onChange'> & {
  control: Control<Typed, unknown, Checked>;
  name: DatePath<Typed>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <DateField {...field} value={(value as string | null | undefined) ?? null} onChange={onChange} />
      )}
    />
  );
}

/** One end of a DateRangeFields: the form's date field `name`, with the input's id and label. */
interface DateRangeEnd<Typed extends FieldValues> {
  name: DatePath<Typed>;
  id: string;
  label: string;
}

/**
 * The first and last day of some work side by side, each a ControlledDateField. Either may be
 * empty; a last day before the first is the call's to refuse.
 */
export function DateRangeFields<Typed extends FieldValues, Checked>({
  control,
  start,
  end,
  invalidMessage,
}: {
  control: Control<Typed, unknown, Checked>;
  start: DateRangeEnd<Typed>;
  end: DateRangeEnd<Typed>;
  invalidMessage: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <ControlledDateField control={control} invalidMessage={invalidMessage} {...start} />
      <ControlledDateField control={control} invalidMessage={invalidMessage} {...end} />
    </div>
  );
}
