import type { PageRequest, Pagination } from '@portal/contract';

/** A list call's answer: the whole list, or one page of it with its pagination. */
export type ListOrPage<T> = { result: 1; data: T[] } | { result: 1; data: T[]; pagination: Pagination };

/**
 * Answers a list call that pages on request: `read` fetches the rows (of the page, when there is
 * one) and `count` how many there are in all, which only a page needs.
 */
export async function listOrPage<T>(
  page: PageRequest | null,
  read: (page: PageRequest | undefined) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<ListOrPage<T>> {
  if (!page) return { result: 1, data: await read(undefined) };
  const [data, totalItems] = await Promise.all([read(page), count()]);
  return { result: 1, data, pagination: { currentPage: page.page, totalItems, itemsPerPage: page.pageSize } };
}
