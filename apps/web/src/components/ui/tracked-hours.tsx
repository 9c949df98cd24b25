import { formatHours } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';

/** Hours as a card shows them: at most two decimals, no trailing zeros ('12.5', '40'). */
export const formatTrackedHours = formatHours;

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
          <span aria-hidden="true">{t({ id: 'common.tracked.label', defaultMessage: 'Tracked' })}</span>
          <span className="sr-only">
            {estimate === null
              ? t({ id: 'common.tracked.label-spoken', defaultMessage: 'Tracked:' })
              : t({ id: 'common.tracked.label-spoken-estimate', defaultMessage: 'Tracked of estimate:' })}
          </span>
        </span>
        <span
          className={`tabular-nums ${
            over ? 'font-medium text-error-700 dark:text-error-400' : 'text-gray-800 dark:text-white/90'
          }`}
        >
          {estimate === null
            ? t(
                { id: 'common.tracked.hours', defaultMessage: '{tracked} h' },
                { tracked: formatHours(tracked) },
              )
            : t(
                { id: 'common.tracked.hours-of-estimate', defaultMessage: '{tracked} / {estimate} h' },
                { tracked: formatHours(tracked), estimate: formatHours(estimate) },
              )}
          {over ? (
            <span className="sr-only">
              {t({ id: 'common.tracked.over-estimate', defaultMessage: ', over the estimate' })}
            </span>
          ) : null}
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
