import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/contract';
import { useState } from 'react';
import { paginate, type Page } from '../../lib/paginate.ts';

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
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        value={size}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-lg border border-gray-300 bg-transparent px-2 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90"
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">entries</span>
    </div>
  );
}

const pageButton =
  'min-w-9 h-9 rounded-lg px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing X to Y of Z entries' with the page buttons, below a paged list. */
export function PaginationFooter({
  page,
  label,
  onPageChange,
}: {
  page: Page<unknown>;
  /** What the list holds, naming the page navigation for screen readers, e.g. 'Time entries'. */
  label: string;
  onPageChange: (page: number) => void;
}) {
  const pages = Array.from({ length: page.pageCount }, (_, index) => index + 1);
  return (
    <div className="mt-6 flex flex-col items-center justify-between gap-4 sm:flex-row">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Showing {page.from} to {page.to} of {page.total} entries
      </p>
      <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${pageButton} text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5`}
          disabled={page.page <= 1}
          onClick={() => onPageChange(page.page - 1)}
        >
          Previous
        </button>
        {pages.map((number) => (
          <button
            key={number}
            type="button"
            aria-label={`Page ${number}`}
            aria-current={number === page.page ? 'page' : undefined}
            className={`${pageButton} ${
              number === page.page
                ? 'bg-brand-500 text-white'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5'
            }`}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className={`${pageButton} text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5`}
          disabled={page.page >= page.pageCount}
          onClick={() => onPageChange(page.page + 1)}
        >
          Next
        </button>
      </nav>
    </div>
  );
}
