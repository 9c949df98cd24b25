import { defineMessages } from '@portal/contract';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatHours } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';
import type { HoursRow } from '../../lib/week-hours.ts';
import { dayHeading } from '../../lib/week.ts';
import { Spinner } from '../ui/spinner.tsx';
import { weekStateMessages } from './week-state-notice.tsx';

/** Background of today's column. */
const TODAY_CELL = 'bg-brand-50 dark:bg-brand-500/10';
/** The spec's empty-state row spans 8 columns; the Total column keeps an empty cell of its own. */
const EMPTY_ROW_SPAN = 8;

const messages = defineMessages({
  total: { id: 'week.table.total', defaultMessage: 'Total' },
  status: { id: 'week.table.status', defaultMessage: 'Status' },
});

const headCell = 'px-3 py-3 text-sm font-medium';
const hoursCell = 'px-3 py-3 text-end text-sm tabular-nums';
/** The row heading of a grid row, indented by its level: project, task, or user, project, task. */
export const rowHeadingClass = (level: 0 | 1 | 2) =>
  `py-3 pe-3 text-start text-sm break-words ${['ps-5', 'ps-10', 'ps-16'][level]}`;

export type WeekTableState = 'pending' | 'error' | 'empty' | 'rows';

/** What the grid shows for a week's query and the rows made of its answer. */
export function weekTableState(
  query: { isPending: boolean; isError: boolean },
  rowCount: number,
): WeekTableState {
  if (query.isPending) return 'pending';
  if (query.isError) return 'error';
  return rowCount === 0 ? 'empty' : 'rows';
}

interface WeekTableProps {
  /** Names the table for screen readers, e.g. 'Your hours'. */
  label: string;
  firstHeading: string;
  days: readonly string[];
  todayIndex: number;
  state: WeekTableState;
  /** Adds a last column, 'Status', for each row's week status and the decisions on it. */
  hasStatusColumn?: boolean;
  /** The rows, when the state is 'rows'. */
  children?: ReactNode;
  /**
   * How many rows the table has, its header included, when it draws only some of them; each drawn
   * row then says where it stands with `aria-rowindex` (the header is row 1).
   */
  rowCount?: number;
  /** The id of what tells how to use the table, such as its keys. */
  describedBy?: string;
  /** The body's ref and handlers, for a table that manages its rows' focus. */
  bodyProps?: ComponentPropsWithRef<'tbody'>;
  /** What each day's header says beneath its date, such as its holiday and absences. */
  dayNotes?: readonly ReactNode[];
}

/** A Sunday-to-Saturday grid of hours with a Total column; today's column is highlighted. */
export function WeekTable({
  label,
  firstHeading,
  days,
  todayIndex,
  state,
  hasStatusColumn = false,
  children,
  rowCount,
  describedBy,
  bodyProps,
  dayNotes,
}: WeekTableProps) {
  const columnCount = days.length + (hasStatusColumn ? 3 : 2);
  const body = () => {
    if (state === 'pending') {
      return (
        <tr>
          <td colSpan={columnCount} className="py-12">
            <Spinner label={t(weekStateMessages.loading)} />
          </td>
        </tr>
      );
    }
    if (state === 'error') {
      return (
        <tr>
          <td colSpan={columnCount} className="py-12 text-center text-sm text-gray-600 dark:text-gray-400">
            {t(weekStateMessages.failed)}
          </td>
        </tr>
      );
    }
    if (state === 'empty') {
      return (
        <tr>
          <td colSpan={EMPTY_ROW_SPAN} className="px-5 py-12 text-center">
            <p className="font-medium text-gray-800 dark:text-white/90">{t(weekStateMessages.emptyTitle)}</p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(weekStateMessages.emptyText)}</p>
          </td>
          {Array.from({ length: columnCount - EMPTY_ROW_SPAN }, (_, index) => (
            <td key={index} />
          ))}
        </tr>
      );
    }
    return children;
  };

  return (
    // Focusable so that keyboard users can scroll the grid on a narrow screen.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3"
    >
      {/* Fixed layout takes the column widths from the header, so thousands of rows lay out quickly. */}
      <table
        aria-rowcount={rowCount}
        aria-describedby={describedBy}
        className={`w-full table-fixed ${hasStatusColumn ? 'min-w-[920px]' : 'min-w-[840px]'}`}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-gray-200 dark:border-gray-800">
          <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
            <th scope="col" className={`${headCell} w-1/4 ps-5 text-start text-gray-600 dark:text-gray-400`}>
              {firstHeading}
            </th>
            {days.map((day, index) => (
              <th
                key={day}
                scope="col"
                aria-current={index === todayIndex ? 'date' : undefined}
                className={`${headCell} text-end ${
                  index === todayIndex
                    ? `${TODAY_CELL} text-brand-700 dark:text-brand-300`
                    : 'text-gray-600 dark:text-gray-400'
                }`}
              >
                {dayHeading(day)}
                {dayNotes?.[index]}
              </th>
            ))}
            <th scope="col" className={`${headCell} pe-5 text-end text-gray-600 dark:text-gray-400`}>
              {t(messages.total)}
            </th>
            {hasStatusColumn ? (
              <th scope="col" className={`${headCell} w-44 pe-5 text-start text-gray-600 dark:text-gray-400`}>
                {t(messages.status)}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody {...bodyProps}>{body()}</tbody>
      </table>
    </div>
  );
}

/** The classes that mark the cells of today's column. */
export const dayCellClass = (index: number, todayIndex: number) => (index === todayIndex ? TODAY_CELL : '');

/** A row's hours of the whole week, in the Total column. */
export function TotalCell({ hours }: { hours: number }) {
  return <td className={`${hoursCell} pe-5 font-semibold`}>{formatHours(hours)}</td>;
}

/** A row's hours per day, then its total. */
export function HoursCells({ row, todayIndex }: { row: HoursRow; todayIndex: number }) {
  return (
    <>
      {row.days.map((hours, index) => (
        <td key={index} className={`${hoursCell} ${dayCellClass(index, todayIndex)}`}>
          {formatHours(hours)}
        </td>
      ))}
      <TotalCell hours={row.total} />
    </>
  );
}
