import type { Rate } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { today } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAllProjects } from '../../../lib/queries/get-all-projects.ts';
import { useEmployees } from '../../../lib/queries/get-employees.ts';
import { useDeleteRate } from '../api/delete-rate.ts';
import { useRates } from '../api/get-rates.ts';
import { RATE_KIND_NAMES, RATE_MESSAGES } from '../messages.ts';
import { SetRateModal } from './set-rate-modal.tsx';

/**
 * The Rates screen: every bill and cost rate of the tenant with the day it starts, for whom and
 * on what, and the form to set one. Admins see it, and Managers where the tenant shows them money;
 * the server refuses anyone else, and the screen says why.
 */
export function RatesScreen() {
  const rates = useRates();
  const employees = useEmployees();
  const projects = useAllProjects();
  const deleteRate = useDeleteRate();
  const [isSetting, setIsSetting] = useState(false);

  const personName = new Map((employees.data ?? []).map((person) => [person.id, person.name]));
  const projectName = new Map((projects.data ?? []).map((project) => [project.id, project.name]));
  const whom = (rate: Rate) =>
    rate.userId ? (personName.get(rate.userId) ?? '—') : t(RATE_MESSAGES.everyone);
  const onWhat = (rate: Rate) =>
    rate.projectId ? (projectName.get(rate.projectId) ?? '—') : t(RATE_MESSAGES.allProjects);

  const handleDelete = (rate: Rate) => {
    const question = t(
      {
        id: 'rates.delete.confirm',
        defaultMessage:
          'Delete the {kind, select, bill {bill rate} other {cost rate}} of {whom} on {what} from {day}? The rate before it applies again.',
      },
      { kind: rate.kind, whom: whom(rate), what: onWhat(rate), day: rate.validFrom },
    );
    if (window.confirm(question)) deleteRate.mutate({ rateId: rate.id });
  };

  const body = (): ListBody => {
    if (rates.isPending) return { loading: t({ id: 'rates.loading', defaultMessage: 'Loading rates...' }) };
    if (rates.isError) {
      return {
        message:
          rates.error instanceof ApiError && rates.error.status === 403
            ? refusalText(rates.error)
            : t(RATE_MESSAGES.fetchFailed),
      };
    }
    if (rates.data.rates.length === 0) {
      return {
        message: t({
          id: 'rates.empty',
          defaultMessage: 'No rates yet: every hour is worth nothing until one is set.',
        }),
      };
    }
    const { currency } = rates.data;
    return {
      rows: rates.data.rates.map((rate) => (
        <tr key={rate.id} className="border-t border-gray-100 dark:border-gray-800">
          <td className={`${listCell} text-gray-800 dark:text-white/90`}>{t(RATE_KIND_NAMES[rate.kind])}</td>
          <td className={`${listCell} text-gray-800 dark:text-white/90`}>{whom(rate)}</td>
          <td className={`${listCell} text-gray-800 dark:text-white/90`}>{onWhat(rate)}</td>
          <td className={`${listCell} whitespace-nowrap text-gray-600 tabular-nums dark:text-gray-400`}>
            {rate.validFrom}
          </td>
          <td
            className={`${listCell} text-end whitespace-nowrap tabular-nums text-gray-800 dark:text-white/90`}
          >
            {rate.amount === undefined ? '—' : formatMoney(rate.amount, currency)}
          </td>
          <td className={`${listCell} text-end`}>
            <button
              type="button"
              aria-label={t(
                { id: 'rates.delete-rate', defaultMessage: 'Delete the rate of {whom} on {what} from {day}' },
                { whom: whom(rate), what: onWhat(rate), day: rate.validFrom },
              )}
              onClick={() => handleDelete(rate)}
              className={listActionButton}
            >
              {t({ id: 'rates.delete', defaultMessage: 'Delete' })}
            </button>
          </td>
        </tr>
      )),
    };
  };

  return (
    <section className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <p className="max-w-3xl text-sm text-gray-600 dark:text-gray-400">
          {t({
            id: 'rates.intro',
            defaultMessage:
              'What an hour is billed at and what it costs. Of the rates valid on a day the most specific applies: a person on a project, then a person, then a project, then everyone.',
          })}
        </p>
        <Button onClick={() => setIsSetting(true)} disabled={!rates.data}>
          <PlusIcon />
          {t(RATE_MESSAGES.setRate)}
        </Button>
      </div>
      <ListTable
        label={t({ id: 'rates.table.label', defaultMessage: 'Rates' })}
        caption={t({ id: 'rates.table.caption', defaultMessage: 'Bill and cost rates of your company' })}
        columns={[
          { heading: t({ id: 'rates.column.kind', defaultMessage: 'Kind' }) },
          { heading: t({ id: 'rates.column.person', defaultMessage: 'Person' }) },
          { heading: t({ id: 'rates.column.project', defaultMessage: 'Project' }) },
          { heading: t({ id: 'rates.column.valid-from', defaultMessage: 'Valid from' }) },
          { heading: t({ id: 'rates.column.rate', defaultMessage: 'Rate an hour' }), alignEnd: true },
        ]}
        actionsLabel={t({ id: 'rates.column.actions', defaultMessage: 'Actions' })}
        tableClassName="min-w-[720px]"
        body={body()}
      />
      {rates.data ? (
        <SetRateModal
          isOpen={isSetting}
          currency={rates.data.currency}
          people={(employees.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
          projects={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          suggestedStart={today()}
          onClose={() => setIsSetting(false)}
        />
      ) : null}
    </section>
  );
}
