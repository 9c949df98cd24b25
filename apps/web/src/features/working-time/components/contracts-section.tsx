import { WEEKDAY_NAMES, type WorkContract } from '@portal/contract';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatAccountHours, formatDays } from '../account-format.ts';
import { useWorkContracts, type WorkContracts } from '../api/get-work-contracts.ts';
import { FORM_WEEKDAYS } from '../contract-form-schema.ts';
import { card, cell, headCell, numberCell, rowLine, sectionHeading } from './account-styles.ts';
import { AddContractModal } from './add-contract-modal.tsx';

const shortDay = (weekday: number) => WEEKDAY_NAMES[weekday]!.slice(0, 3);

const weekHours = (hours: readonly number[]) => hours.reduce((sum, day) => sum + day, 0);

function carryOverText(contract: Pick<WorkContract, 'carryOver' | 'carryOverExpires'>): string {
  if (!contract.carryOver) return 'No';
  return contract.carryOverExpires ? `Yes, until ${contract.carryOverExpires}` : 'Yes';
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
          Contracts
        </h2>
        {canAdd ? (
          <Button onClick={() => setIsAdding(true)} disabled={!contracts.data}>
            <PlusIcon />
            Add contract
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
  if (contracts.isPending) return <Spinner label="Loading contracts" className="py-8" />;
  if (contracts.isError) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">The contracts could not be loaded.</p>;
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{defaultsText(contracts.data, name)}</p>
      {contracts.data.data.length > 0 ? <ContractsTable contracts={contracts.data.data} name={name} /> : null}
    </>
  );
}

function defaultsText({ data, defaults }: WorkContracts, name: string): string {
  const settings = `${formatAccountHours(weekHours(defaults.hoursPerWeekday))} hours a week and ${formatDays(
    defaults.vacationDays,
  )} vacation days a year`;
  return data.length === 0
    ? `${name} has no contract: the company's settings apply (${settings}).`
    : `Before the first contract the company's settings apply (${settings}).`;
}

function ContractsTable({ contracts, name }: { contracts: readonly WorkContract[]; name: string }) {
  const label = `Contracts of ${name}`;
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${card}`}>
      <table className="w-full min-w-[900px] text-start">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Valid from
            </th>
            {FORM_WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className={`${headCell} text-end`}>
                <abbr title={WEEKDAY_NAMES[weekday]} className="no-underline">
                  {shortDay(weekday)}
                </abbr>
              </th>
            ))}
            <th scope="col" className={`${headCell} text-end`}>
              Week
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              Vacation days
            </th>
            <th scope="col" className={headCell}>
              Carry over
            </th>
            <th scope="col" className={headCell}>
              Saved
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
                {format(new Date(contract.savedAt), 'yyyy-MM-dd')} by {contract.savedBy}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
