const MS_PER_SECOND = 1000;

/**
 * Now on the device's clock, as the server reads a start or stop made without a network: an ISO
 * timestamp with the device's offset.
 */
export function deviceNow(now = new Date()): string {
  const offsetMinutes = -now.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  const local = new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
  return `${local}${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
}

/** Time a timer has run since `startedAt` (an ISO timestamp), in milliseconds; never negative. */
export const elapsedSince = (startedAt: string, now: number): number =>
  // The start is the server's clock; a browser clock a little behind it would count down.
  Math.max(0, now - Date.parse(startedAt));

/** Elapsed time as the running timer shows it: '0:05:07', '12:00:00'. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / MS_PER_SECOND);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds % 60)}`;
}
