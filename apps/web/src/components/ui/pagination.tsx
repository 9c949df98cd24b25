import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Pagination } from '@portal/contract';
import { useState } from 'react';
import { formatNumber } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';
import { paginate, type Page } from '../../lib/paginate.ts';

/** What the footer says of the page shown: which page, of how many, and which items of the list. */
export type PageInfo = Omit<Page<unknown>, 'items'>;

/** A count as the footer has always written it, without grouping ('10000'). */
const count = (value: number) => formatNumber(value, { useGrouping: false });

/** Page and page size of a client-paged list; a new size goes back to page 1 (spec §9). */
export function usePagination<T>(all: readonly T[]) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const current = paginate(all, page, size);
  return {
    ...current,
    size,
    setPage,
    setSize: (next: number) => {
      setSize(next);
      setPage(1);
    },
  };
}

/**
 * Page and page size of a list the server pages. A new size goes back to page 1 (spec §9), and so
 * do new `filters`, since page 3 of one search is no page of the next.
 */
export function usePageRequest(filters?: unknown) {
  const filtersKey = JSON.stringify(filters ?? null);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [requested, setRequested] = useState({ page: 1, filtersKey });
  const isCurrent = requested.filtersKey === filtersKey;
  // Kept, not only derived, so that going back to earlier filters does not bring their page back.
  if (!isCurrent) setRequested({ page: 1, filtersKey });
  return {
    page: isCurrent ? requested.page : 1,
    size,
    setPage: (page: number) => setRequested({ page, filtersKey }),
    setSize: (next: number) => {
      setSize(next);
      setRequested({ page: 1, filtersKey });
    },
  };
}

/** The footer's figures of a page the server sent, which holds `shown` items. */
export function pageOfAnswer({ currentPage, totalItems, itemsPerPage }: Pagination, shown: number): PageInfo {
  const start = (currentPage - 1) * itemsPerPage;
  return {
    page: currentPage,
    pageCount: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
    from: shown ? start + 1 : 0,
    to: start + shown,
    total: totalItems,
  };
}

/**
 * The footer's figures of the page a server-paged `list` answered. When a deletion emptied the last
 * page, the page before becomes the one asked for.
 */
export function shownPage(
  paging: Pick<ReturnType<typeof usePageRequest>, 'page' | 'setPage'>,
  list: { data?: { data: readonly unknown[]; pagination: Pagination }; isPlaceholderData: boolean },
): PageInfo | undefined {
  const page = list.data ? pageOfAnswer(list.data.pagination, list.data.data.length) : undefined;
  if (page && !list.isPlaceholderData && paging.page > page.pageCount) paging.setPage(page.pageCount);
  return page;
}

/** Most page buttons the footer shows, so that its size stays the same however long the list. */
const MAX_PAGE_BUTTONS = 7;

/**
 * The page buttons of the footer, `null` standing for a gap: all pages when they fit, else the
 * first, the last and the current one with its neighbours, always seven slots.
 */
export function pageButtons(page: number, pageCount: number): (number | null)[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= MAX_PAGE_BUTTONS) return range(1, pageCount);
  if (page <= 4) return [...range(1, 5), null, pageCount];
  if (page >= pageCount - 3) return [1, null, ...range(pageCount - 4, pageCount)];
  return [1, null, page - 1, page, page + 1, null, pageCount];
}

/** The page-size control that sits above a paged list. */
export function PageSizeControl({
  id,
  size,
  onChange,
}: {
  id: string;
  size: number;
  onChange: (size: number) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
      <label htmlFor={id}>
        {t({
          id: 'common.page-size.label',
          defaultMessage: 'Show',
          description: 'Before the page-size choice: "Show [10] entries"',
        })}
      </label>
      <select
        id={id}
        value={size}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-lg border border-gray-300 bg-transparent px-2 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90"
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {count(option)}
          </option>
        ))}
      </select>
      <span aria-hidden="true">
        {t({
          id: 'common.page-size.suffix',
          defaultMessage: 'entries',
          description: 'After the page-size choice: "Show [10] entries"',
        })}
      </span>
    </div>
  );
}

const pageButton =
  'min-w-11 h-11 md:min-w-9 md:h-9 rounded-lg px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing X to Y of Z entries' with the page buttons, below a paged list. */
export function PaginationFooter({
  page,
  label,
  onPageChange,
}: {
  page: PageInfo;
  /** What the list holds, naming the page navigation for screen readers, e.g. 'Time entries'. */
  label: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <div className="mt-6 flex flex-col items-center justify-between gap-4 sm:flex-row">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t(
          { id: 'common.pagination.showing', defaultMessage: 'Showing {from} to {to} of {total} entries' },
          { from: count(page.from), to: count(page.to), total: count(page.total) },
        )}
      </p>
      <nav
        aria-label={t(
          {
            id: 'common.pagination.label',
            defaultMessage: '{list} pages',
            description: "Names a list's page buttons; list is e.g. 'Time entries'",
          },
          { list: label },
        )}
        className="flex flex-wrap items-center gap-1"
      >
        <button
          type="button"
          className={`${pageButton} text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5`}
          disabled={page.page <= 1}
          onClick={() => onPageChange(page.page - 1)}
        >
          {t({ id: 'common.pagination.previous', defaultMessage: 'Previous' })}
        </button>
        {pageButtons(page.page, page.pageCount).map((number, slot) =>
          number === null ? (
            <span
              key={`gap-${slot}`}
              aria-hidden="true"
              className="px-1 text-sm text-gray-500 dark:text-gray-400"
            >
              …
            </span>
          ) : (
            <button
              key={number}
              type="button"
              aria-label={t(
                { id: 'common.pagination.page', defaultMessage: 'Page {number}' },
                { number: count(number) },
              )}
              aria-current={number === page.page ? 'page' : undefined}
              className={`${pageButton} ${
                number === page.page
                  ? 'bg-brand-500 text-white'
                  : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5'
              }`}
              onClick={() => onPageChange(number)}
            >
              {count(number)}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${pageButton} text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5`}
          disabled={page.page >= page.pageCount}
          onClick={() => onPageChange(page.page + 1)}
        >
          {t({ id: 'common.pagination.next', defaultMessage: 'Next' })}
        </button>
      </nav>
    </div>
  );
}
