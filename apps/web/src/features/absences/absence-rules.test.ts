import { describe, expect, it } from 'vitest';
import { absencePeriod, formatAbsenceDays, mayCancel, type Viewer } from './absence-rules.ts';

const admin: Viewer = { userId: 'a1', role: 'Admin' };
const manager: Viewer = { userId: 'm1', role: 'Manager' };
const user: Viewer = { userId: 'u1', role: 'User' };

describe('who may cancel an absence', () => {
  it('lets the person cancel their own while it is requested only', () => {
    expect(mayCancel(user, { userId: 'u1', status: 'requested' })).toBe(true);
    expect(mayCancel(user, { userId: 'u1', status: 'approved' })).toBe(false);
    expect(mayCancel(manager, { userId: 'm1', status: 'approved' }, 'Manager')).toBe(false);
    expect(mayCancel(user, { userId: 'u1', status: 'rejected' })).toBe(false);
  });

  it("lets those who decide cancel others' approved absences", () => {
    expect(mayCancel(manager, { userId: 'u1', status: 'approved' }, 'User')).toBe(true);
    expect(mayCancel(manager, { userId: 'm2', status: 'approved' }, 'Manager')).toBe(false);
    expect(mayCancel(admin, { userId: 'm2', status: 'approved' }, 'Manager')).toBe(true);
    expect(mayCancel(admin, { userId: 'u1', status: 'requested' }, 'User')).toBe(false);
    expect(mayCancel(user, { userId: 'u2', status: 'approved' }, 'User')).toBe(false);
  });
});

describe('absence figures', () => {
  it('says a period and its days', () => {
    expect(absencePeriod({ from: '2026-03-02', to: '2026-03-06' })).toBe('2026-03-02 – 2026-03-06');
    expect(absencePeriod({ from: '2026-03-02', to: '2026-03-02' })).toBe('2026-03-02');
    expect(formatAbsenceDays(0.5)).toBe('0.5');
    expect(formatAbsenceDays(5)).toBe('5');
  });
});
