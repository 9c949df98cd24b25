import { describe, expect, it } from 'vitest';
import { weekState } from '../../test/week-fixtures.ts';
import { canSubmit, weekNote } from './week-status.ts';

describe('canSubmit', () => {
  it('submits an open or rejected week with entries', () => {
    expect(canSubmit('Open', 1)).toBe(true);
    expect(canSubmit('Rejected', 3)).toBe(true);
  });

  it('does not submit an empty week, nor one already submitted or approved', () => {
    expect(canSubmit('Open', 0)).toBe(false);
    expect(canSubmit('Submitted', 2)).toBe(false);
    expect(canSubmit('Approved', 2)).toBe(false);
  });
});

describe('weekNote', () => {
  it('names who rejected the week and why', () => {
    expect(
      weekNote(weekState({ status: 'Rejected', reason: 'Missing Friday', updatedBy: 'Mia Member' }), 2),
    ).toBe('Rejected by Mia Member: Missing Friday');
  });

  it('names who reopened an approved week and why', () => {
    expect(weekNote(weekState({ reason: 'Wrong project', updatedBy: 'Ada Admin' }), 2)).toBe(
      'Reopened by Ada Admin: Wrong project',
    );
  });

  it('says a submitted or approved week is locked', () => {
    expect(weekNote(weekState({ status: 'Submitted', updatedBy: 'Uma' }), 2)).toBe(
      'Waiting for approval. This week is submitted and locked.',
    );
    expect(weekNote(weekState({ status: 'Approved', updatedBy: 'Mia Member' }), 2)).toBe(
      'Approved by Mia Member. This week is approved and locked.',
    );
  });

  it('invites submitting an open week with entries, and says nothing of an empty one', () => {
    expect(weekNote(weekState({}), 1)).toBe('Submit the week for approval once its entries are complete.');
    expect(weekNote(weekState({}), 0)).toBeNull();
  });
});
