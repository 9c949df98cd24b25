import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

const items = Array.from({ length: 25 }, (_, index) => index + 1);

describe('paginate', () => {
  it('shows ten items per page by default', () => {
    expect(paginate(items, 1)).toMatchObject({
      items: items.slice(0, 10),
      page: 1,
      pageCount: 3,
      from: 1,
      to: 10,
      total: 25,
    });
  });

  it('shows a short last page', () => {
    expect(paginate(items, 3)).toMatchObject({ items: [21, 22, 23, 24, 25], from: 21, to: 25 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate(items, 9, 20)).toMatchObject({ page: 2, from: 21, to: 25, pageCount: 2 });
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});
