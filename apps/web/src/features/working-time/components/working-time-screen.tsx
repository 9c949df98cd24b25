import { monthLabel } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MonthNavigation } from '../../../components/month/month-navigation.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { today } from '../../../lib/dates.ts';
import { useMonth } from '../../../lib/hooks/use-month.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { formattingLocale } from '../../../lib/i18n/locale.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { yearOf } from '../../../lib/months.ts';
import { employeesQueryOptions } from '../../../lib/queries/get-employees.ts';
import { formatBalance } from '../account-format.ts';
import { accountPeople, decidesFor, type Person, type Viewer } from '../account-people.ts';
import { balanceOn, monthView, type Account } from '../account-view.ts';
import { useYearAccount } from '../api/get-working-time.ts';
import { hoursText } from '../messages.ts';
import { sectionHeading } from './account-styles.ts';
import { ContractsSection } from './contracts-section.tsx';
import { MonthBalances } from './month-balances.tsx';
import { MonthCloseActions } from './month-close-actions.tsx';
import { MonthDaysTable } from './month-days-table.tsx';
import { VacationAccountPanel } from './vacation-account.tsx';
import { ClosedMark, YearMonthsTable } from './year-months-table.tsx';

/**
 * A person's working-time account: the month's days, the year's months, the vacation account and
 * the balances. Managers and Admins choose whose, and keep the contracts and closed months.
 */
export function WorkingTimeScreen({ viewer }: { viewer: Viewer }) {
  const isReviewer = viewer.role !== 'User';
  // Users see their own account only, so they need no directory.
  const employees = useQuery({ ...employeesQueryOptions(), enabled: isReviewer });
  const people = useMemo(() => accountPeople(viewer, employees.data ?? []), [viewer, employees.data]);
  const [chosenId, setChosenId] = useState(viewer.userId);
  const person = people.find((one) => one.id === chosenId) ?? people[0]!;
  const { month, setMonth } = useMonth();

  return (
    <div className="space-y-6">
      {isReviewer ? (
        <SelectField
          id="working-time-person"
          label={t({ id: 'working-time.person', defaultMessage: 'Person' })}
          className="max-w-sm"
          options={people.map((one) => ({ value: one.id, label: one.name }))}
          value={person.id}
          onChange={(event) => setChosenId(event.target.value)}
        />
      ) : null}
      <MonthNavigation month={month} onChange={setMonth} />
      <PersonAccount viewer={viewer} person={person} month={month} />
      {isReviewer ? (
        <ContractsSection
          key={person.id}
          userId={person.id}
          name={person.name}
          canAdd={decidesFor(viewer, person)}
          suggestedStart={`${month}-01`}
        />
      ) : null}
    </div>
  );
}

function PersonAccount({ viewer, person, month }: { viewer: Viewer; person: Person; month: string }) {
  const account = useYearAccount(person.id, yearOf(month));
  if (account.isPending) {
    return (
      <Spinner
        label={t({ id: 'working-time.loading', defaultMessage: 'Loading working time' })}
        className="py-16"
      />
    );
  }
  if (account.isError) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({ id: 'working-time.load-failed', defaultMessage: 'The working time could not be loaded.' })}
      </p>
    );
  }
  return <AccountView viewer={viewer} person={person} month={month} account={account.data} />;
}

function AccountView({
  viewer,
  person,
  month,
  account,
}: {
  viewer: Viewer;
  person: Person;
  month: string;
  account: Account;
}) {
  const view = useMemo(() => monthView(account, month), [account, month]);
  const balanceToday = useMemo(() => {
    const date = today();
    const balance = balanceOn(account, date);
    return balance === null ? null : { date, balance };
  }, [account]);
  const daysLabel = t(
    { id: 'working-time.days-of', defaultMessage: 'Days of {month}' },
    { month: monthLabel(month, formattingLocale(useLocale())) },
  );
  const year = String(account.vacation.year);
  const monthsLabel = t({ id: 'working-time.months-of', defaultMessage: 'Months of {year}' }, { year });
  return (
    <>
      <MonthBalances month={month} view={view} today={balanceToday} />
      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h2 className={sectionHeading}>{daysLabel}</h2>
            {view.closed ? <ClosedMark /> : null}
          </div>
          {viewer.role !== 'User' ? (
            <MonthCloseActions viewer={viewer} person={person} month={month} closed={view.closed} />
          ) : null}
        </div>
        <MonthDaysTable label={daysLabel} view={view} />
      </section>
      <VacationAccountPanel vacation={account.vacation} />
      <section>
        <h2 className={`${sectionHeading} mb-1`}>{monthsLabel}</h2>
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
          {t(
            {
              id: 'working-time.year-balances',
              defaultMessage: 'Balance at the start of {year}: {opening}; at its end: {closing}',
            },
            {
              year,
              opening: hoursText(formatBalance(account.openingBalance)),
              closing: hoursText(formatBalance(account.closingBalance)),
            },
          )}
        </p>
        <YearMonthsTable label={monthsLabel} account={account} shownMonth={month} />
      </section>
    </>
  );
}
