import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaginationFooter, pageButtons, pageOfAnswer, shownPage } from './pagination.tsx';

describe('pageOfAnswer', () => {
  it('places a full page in the list', () => {
    expect(pageOfAnswer({ currentPage: 2, totalItems: 25, itemsPerPage: 10 }, 10)).toEqual({
      page: 2,
      pageCount: 3,
      from: 11,
      to: 20,
      total: 25,
    });
  });

  it('places a short last page', () => {
    expect(pageOfAnswer({ currentPage: 3, totalItems: 25, itemsPerPage: 10 }, 5)).toMatchObject({
      from: 21,
      to: 25,
      pageCount: 3,
    });
  });

  it('has one empty page for an empty list', () => {
    expect(pageOfAnswer({ currentPage: 1, totalItems: 0, itemsPerPage: 20 }, 0)).toEqual({
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
    });
  });

  it('tells a page past the end by its page count', () => {
    const past = pageOfAnswer({ currentPage: 3, totalItems: 20, itemsPerPage: 10 }, 0);
    expect(past.page).toBeGreaterThan(past.pageCount);
  });
});

describe('pageButtons', () => {
  it('shows every page when seven or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages, a gap and the last near the start', () => {
    expect(pageButtons(1, 1000)).toEqual([1, 2, 3, 4, 5, null, 1000]);
    expect(pageButtons(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });

  it('shows the first, a gap and the last pages near the end', () => {
    expect(pageButtons(1000, 1000)).toEqual([1, null, 996, 997, 998, 999, 1000]);
    expect(pageButtons(5, 8)).toEqual([1, null, 4, 5, 6, 7, 8]);
  });

  it('shows the current page between its neighbours in the middle', () => {
    expect(pageButtons(500, 1000)).toEqual([1, null, 499, 500, 501, null, 1000]);
  });

  it('always holds seven slots once the pages do not fit', () => {
    for (let page = 1; page <= 40; page += 1) expect(pageButtons(page, 40)).toHaveLength(7);
  });
});

describe('PaginationFooter', () => {
  const render = (page: number, pageCount: number, total: number) =>
    renderToStaticMarkup(
      createElement(PaginationFooter, {
        page: { page, pageCount, from: (page - 1) * 10 + 1, to: page * 10, total },
        label: 'Time entries',
        onPageChange: () => {},
      }),
    );

  it('says which entries show and marks the current page', () => {
    const html = render(2, 3, 25);
    expect(html).toContain('Showing 11 to 20 of 25 entries');
    expect(html).toContain('aria-label="Page 2" aria-current="page"');
  });

  it('renders as many buttons for a thousand pages as for eight', () => {
    const buttons = (html: string) => html.match(/<button/g)?.length;
    expect(buttons(render(1, 1000, 10_000))).toBe(buttons(render(1, 8, 80)));
    expect(render(1, 1000, 10_000)).toContain('aria-label="Page 1000"');
  });
});

describe('shownPage', () => {
  const answer = (currentPage: number, totalItems: number, shown: number) => ({
    data: { data: Array.from({ length: shown }), pagination: { currentPage, totalItems, itemsPerPage: 10 } },
    isPlaceholderData: false,
  });

  it('gives the footer figures of the page the server sent, and asks for no other page', () => {
    const asked: number[] = [];
    const page = shownPage({ page: 2, setPage: (next) => asked.push(next) }, answer(2, 25, 10));
    expect(page).toEqual({ page: 2, pageCount: 3, from: 11, to: 20, total: 25 });
    expect(asked).toEqual([]);
  });

  it('asks for the page before when a deletion emptied the last page, but not while a placeholder shows', () => {
    const asked: number[] = [];
    const setPage = (next: number) => asked.push(next);
    shownPage({ page: 3, setPage }, { ...answer(3, 20, 0), isPlaceholderData: true });
    expect(asked).toEqual([]);
    shownPage({ page: 3, setPage }, answer(3, 20, 0));
    expect(asked).toEqual([2]);
  });

  it('has no figures before the first answer', () => {
    expect(shownPage({ page: 1, setPage: () => {} }, { isPlaceholderData: false })).toBeUndefined();
  });
});
