import type { Absence } from '@portal/contract';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { absencePeriod } from '../absence-rules.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';
import { card, headCell } from './absence-styles.ts';

/** An absence's type as its lists name it: "Vacation (half day)". */
export const absenceTypeText = (absence: Pick<Absence, 'type' | 'halfDay'>) =>
  absence.halfDay
    ? t(
        { id: 'absences.type.half-day', defaultMessage: '{type} (half day)' },
        { type: absenceTypeName(absence.type) },
      )
    : absenceTypeName(absence.type);

/** An absence's days as a list says them, left to right even in a right-to-left page. */
export function AbsencePeriod({ absence }: { absence: Pick<Absence, 'from' | 'to'> }) {
  return <bdi dir="ltr">{absencePeriod(absence)}</bdi>;
}

/**
 * A list of absences as a scrollable, labelled table: a spinner while it loads, a message when it
 * failed or is empty, else `children` (its rows).
 */
export function AbsenceTable({
  label,
  headings,
  minWidth,
  query,
  empty,
  loading,
  children,
}: {
  /** Names the scrolling region and the table. */
  label: string;
  headings: readonly string[];
  /** Tailwind min-width class, so columns keep their room on a narrow screen. */
  minWidth: string;
  query: { isPending: boolean; isError: boolean };
  empty: string | null;
  loading: string;
  children: ReactNode;
}) {
  // On a phone the message stays in sight, at the start of the table's scrolling region.
  const message = (text: string) => (
    <tr>
      <td colSpan={headings.length} className="py-10 text-sm text-gray-600 dark:text-gray-400">
        <p className="px-5 text-center max-md:sticky max-md:start-0 max-md:w-[calc(100vw-2rem-2px)]">
          {text}
        </p>
      </td>
    </tr>
  );
  let body: ReactNode = children;
  if (query.isPending) {
    body = (
      <tr>
        <td colSpan={headings.length} className="py-10">
          <Spinner label={loading} />
        </td>
      </tr>
    );
  } else if (query.isError) {
    body = message(t({ id: 'absences.load-failed', defaultMessage: 'The absences could not be loaded.' }));
  } else if (empty !== null) body = message(empty);

  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${card}`}>
      <table className={`w-full ${minWidth} text-start`}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={headCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
