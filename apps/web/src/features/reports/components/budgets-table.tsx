import { defineMessages, type Project } from '@portal/contract';
import { formatHours, formatMoney, formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { isOverEstimate } from '../../../components/ui/tracked-hours.tsx';

const messages = defineMessages({
  title: { id: 'reports.budgets.title', defaultMessage: 'Estimates and budgets' },
  project: { id: 'reports.budgets.project', defaultMessage: 'Project' },
  hours: { id: 'reports.budgets.hours', defaultMessage: 'Tracked of estimate' },
  money: { id: 'reports.budgets.money', defaultMessage: 'Spent of budget' },
  hoursOf: { id: 'reports.budgets.hours-of', defaultMessage: '{tracked} of {estimate} h ({share})' },
  moneyOf: { id: 'reports.budgets.money-of', defaultMessage: '{spent} of {budget} ({share})' },
  monthlyOf: {
    id: 'reports.budgets.monthly-of',
    defaultMessage: '{spent} of {budget} this month ({share})',
  },
  none: { id: 'reports.budgets.none', defaultMessage: '—' },
});

const share = (part: number, whole: number) =>
  formatNumber(whole > 0 ? part / whole : 0, { style: 'percent', maximumFractionDigits: 0 });

/**
 * The projects of the report that have an estimate or, for a reader of money, a budget: what was
 * tracked against the estimate and spent against the budget so far. Both count the project's whole
 * life (a monthly budget this month), not the report's period, as the board's cards do.
 */
export function BudgetsTable({
  projects,
  currency,
}: {
  projects: readonly Project[];
  /** The tenant's currency, for a reader whose answers carry money. */
  currency: string | undefined;
}) {
  const shown = projects.filter((project) => project.estimateHours !== null || project.budget);
  if (shown.length === 0) return null;
  const withMoney = currency !== undefined && shown.some((project) => project.budget);
  const headCell = 'px-5 py-3 text-sm font-medium text-gray-600 dark:text-gray-400';
  const cell = 'px-5 py-2.5 text-sm tabular-nums';
  const over = 'font-medium text-error-700 dark:text-error-400';
  return (
    <section aria-labelledby="report-budgets" className="mt-6">
      <h3 id="report-budgets" className="mb-3 text-base font-semibold text-gray-800 dark:text-white/90">
        {t(messages.title)}
      </h3>
      <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
        <table className="w-full min-w-[480px]">
          <thead className="border-b border-gray-200 dark:border-gray-800">
            <tr>
              <th scope="col" className={`${headCell} text-start`}>
                {t(messages.project)}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t(messages.hours)}
              </th>
              {withMoney ? (
                <th scope="col" className={`${headCell} text-end`}>
                  {t(messages.money)}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((project) => {
              const { budget, estimateHours } = project;
              const spent = project.budgetSpent ?? 0;
              return (
                <tr
                  key={project.id}
                  className="border-t border-gray-100 text-gray-800 dark:border-gray-800 dark:text-white/90"
                >
                  <th scope="row" className={`${cell} text-start font-normal`}>
                    {project.name}
                  </th>
                  <td
                    className={`${cell} text-end ${isOverEstimate(project.trackedHours, estimateHours) ? over : ''}`}
                  >
                    {estimateHours === null
                      ? t(messages.none)
                      : t(messages.hoursOf, {
                          tracked: formatHours(project.trackedHours),
                          estimate: formatHours(estimateHours),
                          share: share(project.trackedHours, estimateHours),
                        })}
                  </td>
                  {withMoney ? (
                    <td className={`${cell} text-end ${budget && spent > budget.amount ? over : ''}`}>
                      {budget
                        ? t(budget.period === 'monthly' ? messages.monthlyOf : messages.moneyOf, {
                            spent: formatMoney(spent, currency),
                            budget: formatMoney(budget.amount, currency),
                            share: share(spent, budget.amount),
                          })
                        : t(messages.none)}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
