import { CellHoursSchema, HOURS_PRECISION } from '@portal/contract';

/** What a week-grid cell says of text it cannot read as hours. */
export const CELL_HOURS_HINT = 'Type hours as 3, 2.5 or 1:30';

export type ParsedCellHours = { ok: true; hours: number } | { ok: false; message: string };

/** `3`, `2.5`, `2,5`, `.5`: a decimal comma counts, since many keyboards type one. */
const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
/** `1:30`: hours and two-digit minutes. */
const CLOCK = /^(\d+):([0-5]\d)$/;

/**
 * Reads what was typed into a week-grid cell as the hours the cell should hold: blank is 0, which
 * empties the cell. Minutes are rounded to the hundredth of an hour, as hours are stored; the
 * contract's rules for a cell (at most a day, two decimals) are checked in its words.
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
    return { ok: false, message: CELL_HOURS_HINT };
  }
  const checked = CellHoursSchema.safeParse(hours);
  if (checked.success) return { ok: true, hours: checked.data };
  return { ok: false, message: `Hours ${checked.error.issues[0]?.message ?? CELL_HOURS_HINT}` };
}
