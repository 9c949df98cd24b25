import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** The padding and size of every cell of a list table. */
export const listCell = 'px-5 py-3.5 text-sm';
/** A row's action (Edit, Delete): a text button, 44 px tall on a phone. */
export const listActionButton =
  'rounded-lg px-3 py-1.5 text-sm font-medium text-brand-600 hover:bg-brand-50 max-md:min-h-11 dark:text-brand-300 dark:hover:bg-white/5';

export interface ListColumn {
  heading: string;
  /** Numbers line up at the end. */
  alignEnd?: boolean;
}

/** What the table's body shows: its rows, a spinner while they load, or one sentence instead. */
export type ListBody = { rows: ReactNode } | { loading: string } | { message: string };

interface ListTableProps {
  /** The scrolling region's accessible name. */
  label: string;
  /** What the table holds, for screen readers. */
  caption: string;
  columns: readonly ListColumn[];
  /** The name, for screen readers, of a last column of each row's actions; none without it. */
  actionsLabel?: string;
  /** The table's own classes: its least width, past which the region scrolls. */
  tableClassName: string;
  className?: string;
  body: ListBody;
}

/**
 * A table of one list (users, employees, clients) in a region that scrolls sideways on a narrow
 * screen: focusable, so that keyboard users can scroll it, and relative, so that its
 * screen-reader-only texts stay inside the scrolled box.
 */
export function ListTable({
  label,
  caption,
  columns,
  actionsLabel,
  tableClassName,
  className = '',
  body,
}: ListTableProps) {
  const width = columns.length + (actionsLabel ? 1 : 0);
  const instead = (content: ReactNode) => (
    <tr>
      <td colSpan={width} className={`${listCell} py-10 text-center text-gray-600 dark:text-gray-400`}>
        {content}
      </td>
    </tr>
  );
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      <table className={`w-full text-start ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-t border-gray-100 dark:border-gray-800">
            {columns.map(({ heading, alignEnd }) => (
              <th
                key={heading}
                scope="col"
                className={`${listCell} font-medium text-gray-600 dark:text-gray-400 ${alignEnd ? 'text-end' : 'text-start'}`}
              >
                {heading}
              </th>
            ))}
            {actionsLabel ? (
              <th scope="col" className={listCell}>
                <span className="sr-only">{actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {'rows' in body
            ? body.rows
            : 'loading' in body
              ? instead(<Spinner label={body.loading} />)
              : instead(body.message)}
        </tbody>
      </table>
    </div>
  );
}
