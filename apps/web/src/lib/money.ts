export { currencyDigits } from '@portal/export';

/**
 * An amount typed in the currency's unit ('95.50', or '95,50' as many languages write it) in
 * minor units (9550), read digit by digit so that no float rounds it; NaN when it is not such an
 * amount or has more decimals than the currency has.
 */
export function minorUnitsOfTyped(typed: string, digits: number): number {
  const match = /^(\d{1,13})(?:[.,](\d*))?$/.exec(typed.trim());
  if (!match) return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return Number.NaN;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the amount typed in the currency's unit, for a form that edits it. */
export function typedOfMinorUnits(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
