import { DEFAULT_PAGE_SIZE } from '@portal/contract';

export interface Page<T> {
  items: T[];
  /** The page shown, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown, 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

/** One page of a list; paging happens on the client (spec §9). */
export function paginate<T>(all: readonly T[], page: number, size: number = DEFAULT_PAGE_SIZE): Page<T> {
  const total = all.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const items = all.slice(start, start + size);
  return {
    items,
    page: current,
    pageCount,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    total,
  };
}
