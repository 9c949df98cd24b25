import type { WorkContract } from '@portal/contract';
import { format } from 'date-fns/format';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { weekdayName } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { formatAccountHours, formatDays } from '../account-format.ts';
import { useWorkContracts, type WorkContracts } from '../api/get-work-contracts.ts';
import { FORM_WEEKDAYS } from '../contract-form-schema.ts';
import { card, cell, headCell, numberCell, rowLine, sectionHeading } from './account-styles.ts';
import { AddContractModal } from './add-contract-modal.tsx';

const weekHours = (hours: readonly number[]) => hours.reduce((sum, day) => sum + day, 0);

function carryOverText(contract: Pick<WorkContract, 'carryOver' | 'carryOverExpires'>): string {
  if (!contract.carryOver) return t({ id: 'working-time.contract.carry-over.no', defaultMessage: 'No' });
  return contract.carryOverExpires
    ? t(
        { id: 'working-time.contract.carry-over.until', defaultMessage: 'Yes, until {date}' },
        { date: contract.carryOverExpires },
      )
    : t({ id: 'working-time.contract.carry-over.yes', defaultMessage: 'Yes' });
}

/**
 * A person's contract history, oldest first, and (for whoever may set it) 'Add contract'. Without a
 * contract the tenant's settings apply, which the section says.
 */
export function ContractsSection({
  userId,
  name,
  canAdd,
  suggestedStart,
}: {
  userId: string;
  name: string;
  canAdd: boolean;
  /** The day a new contract's form starts with. */
  suggestedStart: string;
}) {
  const contracts = useWorkContracts(userId);
  const [isAdding, setIsAdding] = useState(false);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className={sectionHeading}>
          {t({ id: 'working-time.contracts', defaultMessage: 'Contracts' })}
        </h2>
        {canAdd ? (
          <Button onClick={() => setIsAdding(true)} disabled={!contracts.data}>
            <PlusIcon />
            {t({ id: 'working-time.contract.add', defaultMessage: 'Add contract' })}
          </Button>
        ) : null}
      </div>
      <ContractsBody contracts={contracts} name={name} />
      {contracts.data ? (
        <AddContractModal
          key={userId}
          isOpen={isAdding}
          userId={userId}
          name={name}
          defaults={contracts.data.defaults}
          suggestedStart={suggestedStart}
          onClose={() => setIsAdding(false)}
        />
      ) : null}
    </section>
  );
}

function ContractsBody({
  contracts,
  name,
}: {
  contracts: ReturnType<typeof useWorkContracts>;
  name: string;
}) {
  if (contracts.isPending) {
    return (
      <Spinner
        label={t({ id: 'working-time.contracts.loading', defaultMessage: 'Loading contracts' })}
        className="py-8"
      />
    );
  }
  if (contracts.isError) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'working-time.contracts.load-failed',
          defaultMessage: 'The contracts could not be loaded.',
        })}
      </p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{defaultsText(contracts.data, name)}</p>
      {contracts.data.data.length > 0 ? <ContractsTable contracts={contracts.data.data} name={name} /> : null}
    </>
  );
}

function defaultsText({ data, defaults }: WorkContracts, name: string): string {
  const values = {
    name,
    hours: formatAccountHours(weekHours(defaults.hoursPerWeekday)),
    days: formatDays(defaults.vacationDays),
  };
  return data.length === 0
    ? t(
        {
          id: 'working-time.contracts.none',
          defaultMessage:
            "{name} has no contract: the company's settings apply ({hours} hours a week and {days} vacation days a year).",
        },
        values,
      )
    : t(
        {
          id: 'working-time.contracts.before-first',
          defaultMessage:
            "Before the first contract the company's settings apply ({hours} hours a week and {days} vacation days a year).",
        },
        values,
      );
}

function ContractsTable({ contracts, name }: { contracts: readonly WorkContract[]; name: string }) {
  const label = t({ id: 'working-time.contracts.of', defaultMessage: 'Contracts of {name}' }, { name });
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${card}`}>
      <table className="w-full min-w-[900px] text-start">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.contract.valid-from', defaultMessage: 'Valid from' })}
            </th>
            {FORM_WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className={`${headCell} text-end`}>
                <abbr title={weekdayName(weekday)} className="no-underline">
                  {weekdayName(weekday, 'short')}
                </abbr>
              </th>
            ))}
            <th scope="col" className={`${headCell} text-end`}>
              {t({ id: 'working-time.contracts.week', defaultMessage: 'Week' })}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t({ id: 'working-time.contracts.vacation-days', defaultMessage: 'Vacation days' })}
            </th>
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.contracts.carry-over', defaultMessage: 'Carry over' })}
            </th>
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.contracts.saved', defaultMessage: 'Saved' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.validFrom} className={rowLine}>
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                {contract.validFrom}
              </th>
              {FORM_WEEKDAYS.map((weekday) => (
                <td key={weekday} className={numberCell}>
                  {formatAccountHours(contract.hoursPerWeekday[weekday] ?? 0)}
                </td>
              ))}
              <td className={numberCell}>{formatAccountHours(weekHours(contract.hoursPerWeekday))}</td>
              <td className={numberCell}>{formatDays(contract.vacationDays)}</td>
              <td className={cell}>{carryOverText(contract)}</td>
              <td className={`${cell} text-gray-600 dark:text-gray-400`}>
                {t(
                  { id: 'working-time.contracts.saved-by', defaultMessage: '{date} by {name}' },
                  { date: format(new Date(contract.savedAt), 'yyyy-MM-dd'), name: contract.savedBy },
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
