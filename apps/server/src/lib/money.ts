/** Below this, every integer and its sum with 50 is exact in a double, and so is their quotient's truncation. */
const EXACT_IN_DOUBLES = 2 ** 52;

/**
 * An amount in minor units from hundredths of an hour times a rate in minor units an hour,
 * rounded half up to the unit: in integers throughout, as a float would lose cents on large sums.
 * Sums below 2^52 hundredths (450 billion in major units) take the double's path, which gives the same unit:
 * the board presents three sums for each of its 200 projects, 0.15 ms through BigInt's path.
 */
export function minorUnitsOf(centiMinor: number | string | null | undefined): number {
  const value =
    typeof centiMinor === 'string' && centiMinor.length < 16 ? Number(centiMinor) : (centiMinor ?? 0);
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < EXACT_IN_DOUBLES) {
    // `|| 0`: a sum just below zero truncates to -0, which BigInt's path answers as 0.
    return Math.trunc((value + 50) / 100) || 0;
  }
  const scaled = BigInt(String(value));
  return Number((scaled + 50n) / 100n);
}
