import { describe, expect, it } from 'vitest';
import { weekDecisions, type Viewer } from './week-approval.ts';

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
