import { HOURS_PRECISION } from '@portal/contract';

/** Hours as a card shows them: at most two decimals, no trailing zeros ('12.5', '40'). */
export const formatTrackedHours = (hours: number): string =>
  String(Math.round(hours * HOURS_PRECISION) / HOURS_PRECISION);

/** Whether more time was logged than estimated; nothing is over an estimate of 0 until time is logged. */
export const isOverEstimate = (tracked: number, estimate: number | null): boolean =>
  estimate !== null && tracked > estimate;

/**
 * The hours logged on a project or task against its estimate: '12.5 / 40 h' over a bar that fills
 * up to the estimate and turns to the error colour past it. Without an estimate only the hours
 * logged show, '12.5 h'.
 */
export function TrackedHours({ tracked, estimate }: { tracked: number; estimate: number | null }) {
  const over = isOverEstimate(tracked, estimate);
  const filled =
    estimate === null ? 0 : estimate > 0 ? Math.min(100, (tracked / estimate) * 100) : over ? 100 : 0;
  return (
    <div className="min-w-0 text-xs">
      <p className="flex items-baseline justify-between gap-2">
        <span className="text-gray-600 dark:text-gray-400">
          Tracked<span className="sr-only">{estimate === null ? ':' : ' of estimate:'}</span>
        </span>
        <span
          className={`tabular-nums ${
            over ? 'font-medium text-error-700 dark:text-error-400' : 'text-gray-800 dark:text-white/90'
          }`}
        >
          {formatTrackedHours(tracked)}
          {estimate === null ? '' : ` / ${formatTrackedHours(estimate)}`} h
          {over ? <span className="sr-only">, over the estimate</span> : null}
        </span>
      </p>
      {estimate === null ? null : (
        <div
          aria-hidden="true"
          className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-gray-100 dark:bg-white/10"
        >
          <div
            data-estimate-bar={over ? 'over' : 'within'}
            className={`h-full rounded-full ${over ? 'bg-error-500' : 'bg-brand-500'}`}
            style={{ width: `${filled}%` }}
          />
        </div>
      )}
    </div>
  );
}
