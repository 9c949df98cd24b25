import { CellHoursSchema, HOURS_PRECISION, MAX_HOURS_PER_DAY, defineMessages } from '@portal/contract';
import { formatNumber } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';

const messages = defineMessages({
  hint: { id: 'week-grid.hint.hours', defaultMessage: 'Type hours as 3, 2.5 or 1:30' },
  atMost: { id: 'week-grid.cell.at-most', defaultMessage: 'Hours must be at most {max}' },
  twoDecimals: { id: 'week-grid.cell.two-decimals', defaultMessage: 'Hours must have at most two decimals' },
});

/** What a week-grid cell says of text it cannot read as hours, in English. */
export const CELL_HOURS_HINT = messages.hint.defaultMessage;

export type ParsedCellHours = { ok: true; hours: number } | { ok: false; message: string };

/** `3`, `2.5`, `2,5`, `.5`: a decimal comma counts, since many keyboards type one. */
const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
/** `1:30`: hours and two-digit minutes. */
const CLOCK = /^(\d+):([0-5]\d)$/;

/**
 * Reads what was typed into a week-grid cell as the hours the cell should hold: blank is 0, which
 * empties the cell. Minutes are rounded to the hundredth of an hour, as hours are stored; the
 * contract's rules for a cell (at most a day, two decimals) are checked, and said in the reader's
 * language.
 */
export function parseCellHours(text: string): ParsedCellHours {
  const typed = text.trim();
  if (typed === '') return { ok: true, hours: 0 };
  const clock = CLOCK.exec(typed);
  let hours: number;
  if (clock) {
    const minutes = Number(clock[1]) * 60 + Number(clock[2]);
    hours = Math.round((minutes / 60) * HOURS_PRECISION) / HOURS_PRECISION;
  } else if (DECIMAL.test(typed)) {
    hours = Number(typed.replace(',', '.'));
  } else {
    return { ok: false, message: t(messages.hint) };
  }
  const checked = CellHoursSchema.safeParse(hours);
  if (checked.success) return { ok: true, hours: checked.data };
  // The patterns above let no sign through: what the contract can refuse is more than a day, or
  // more than two decimals.
  const message =
    checked.error.issues[0]?.code === 'too_big'
      ? t(messages.atMost, { max: formatNumber(MAX_HOURS_PER_DAY) })
      : t(messages.twoDecimals);
  return { ok: false, message };
}
