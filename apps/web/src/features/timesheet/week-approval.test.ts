import type { WeekState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canSubmit, weekDecisions, weekNote, type Viewer } from './week-approval.ts';

const week = (state: Partial<WeekState>): WeekState => ({
  userId: 'u1',
  weekStart: '2026-11-15',
  status: 'Open',
  reason: null,
  updatedAt: null,
  updatedBy: null,
  ...state,
});

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
    expect(weekNote(week({ status: 'Rejected', reason: 'Missing Friday', updatedBy: 'Mia Member' }), 2)).toBe(
      'Rejected by Mia Member: Missing Friday',
    );
  });

  it('names who reopened an approved week and why', () => {
    expect(weekNote(week({ reason: 'Wrong project', updatedBy: 'Ada Admin' }), 2)).toBe(
      'Reopened by Ada Admin: Wrong project',
    );
  });

  it('says a submitted or approved week is locked', () => {
    expect(weekNote(week({ status: 'Submitted', updatedBy: 'Uma' }), 2)).toBe(
      'Waiting for approval. This week is submitted and locked.',
    );
    expect(weekNote(week({ status: 'Approved', updatedBy: 'Mia Member' }), 2)).toBe(
      'Approved by Mia Member. This week is approved and locked.',
    );
  });

  it('invites submitting an open week with entries, and says nothing of an empty one', () => {
    expect(weekNote(week({}), 1)).toBe('Submit the week for approval once its entries are complete.');
    expect(weekNote(week({}), 0)).toBeNull();
  });
});

describe('weekDecisions', () => {
  const manager: Viewer = { userId: 'm1', role: 'Manager' };
  const admin: Viewer = { userId: 'a1', role: 'Admin' };

  it('offers Approve and Reject on someone else’s submitted week', () => {
    expect(weekDecisions(manager, 'u1', 'Submitted')).toEqual({ decide: true, reopen: false });
  });

  it('offers nothing on weeks that are not submitted, except Reopen of an approved one to an Admin', () => {
    for (const status of ['Open', 'Rejected'] as const) {
      expect(weekDecisions(admin, 'u1', status)).toEqual({ decide: false, reopen: false });
    }
    expect(weekDecisions(manager, 'u1', 'Approved')).toEqual({ decide: false, reopen: false });
    expect(weekDecisions(admin, 'u1', 'Approved')).toEqual({ decide: false, reopen: true });
  });

  it('leaves a Manager’s own week to others, and an Admin’s to the server', () => {
    expect(weekDecisions(manager, 'm1', 'Submitted').decide).toBe(false);
    expect(weekDecisions(admin, 'a1', 'Submitted').decide).toBe(true);
  });

  it('offers a role User nothing', () => {
    expect(weekDecisions({ userId: 'u2', role: 'User' }, 'u1', 'Submitted').decide).toBe(false);
  });
});
