/**
 * An amount in minor units from hundredths of an hour times a rate in minor units an hour,
 * rounded half up to the unit: in integers throughout, as a float would lose cents on large sums.
 */
export function minorUnitsOf(centiMinor: number | string | null | undefined): number {
  const scaled = BigInt(String(centiMinor ?? 0));
  return Number((scaled + 50n) / 100n);
}
