import { describe, expect, it } from 'vitest';
import { confirmClearCell, copyRowsResult, copyWeekResult } from './messages.ts';

describe('week grid messages', () => {
  it('says how many entries a cleared cell loses', () => {
    expect(confirmClearCell(1, 'Design', '2026-11-16')).toBe('Remove 1 entry of Design on 2026-11-16?');
    expect(confirmClearCell(3, 'Design', '2026-11-16')).toBe('Remove 3 entries of Design on 2026-11-16?');
  });

  it('says what copying last week copied and skipped', () => {
    expect(copyWeekResult(0, 0)).toBe('Last week has no entries to copy.');
    expect(copyWeekResult(1, 0)).toBe('Copied 1 entry from last week.');
    expect(copyWeekResult(8, 2)).toBe(
      'Copied 8 entries from last week. Skipped 2 entries: the cell already held hours, the day would pass 24 hours, or the task is gone.',
    );
  });

  it("says what copying last week's rows added", () => {
    expect(copyRowsResult(0, 0)).toBe('Last week has no rows to copy.');
    expect(copyRowsResult(0, 3)).toBe("Last week's rows are all here already.");
    expect(copyRowsResult(1, 3)).toBe('Added 1 row from last week.');
    expect(copyRowsResult(3, 3)).toBe('Added 3 rows from last week.');
  });
});
