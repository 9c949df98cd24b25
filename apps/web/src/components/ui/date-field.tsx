import { isCalendarDate, TIME_ENTRY_MESSAGES } from '@portal/contract';
import { useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { fromIsoDate, toIsoDate } from '../../lib/dates.ts';
import { controlClass, errorClass, labelClass } from './field-styles.ts';

/** The date pickers' year list runs 1900 to 2100 (spec §2). */
const FIRST_DAY = new Date(1900, 0, 1);
const LAST_DAY = new Date(2100, 11, 31);

interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-MM-dd, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * A labelled yyyy-MM-dd date input with a calendar, a clear button and a year list. Typed text that
 * is not a real date empties the field and says so, so that a form cannot send the date it held.
 */
export function DateField({ id, label, value, onChange, error, required }: DateFieldProps) {
  const [typedError, setTypedError] = useState<string>();
  /** What was typed since the last check; the picker forgets it once the input loses focus. */
  const typed = useRef<string | null>(null);
  const shownError = typedError ?? error;

  // react-datepicker passes on blur only while its calendar is closed, and typing usually leaves it
  // open, so the typed text is checked when the calendar closes as well.
  const checkTyped = () => {
    const text = typed.current?.trim();
    typed.current = null;
    if (text === undefined) return;
    if (text && !isCalendarDate(text)) {
      setTypedError(TIME_ENTRY_MESSAGES.dateInvalid);
      onChange(null);
    } else {
      setTypedError(undefined);
    }
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <DatePicker
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
        placeholderText="yyyy-MM-dd"
        strictParsing
        isClearable
        clearButtonTitle="Clear date"
        ariaLabelClose="Clear date"
        showYearDropdown
        showMonthDropdown
        dropdownMode="select"
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        timeIntervals={30}
        required={required}
        ariaInvalid={shownError ? 'true' : undefined}
        ariaDescribedBy={shownError ? `${id}-error` : undefined}
        wrapperClassName="w-full"
        className={`h-11 ${controlClass(shownError)}`}
      />
      {shownError ? (
        <p id={`${id}-error`} className={errorClass}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
