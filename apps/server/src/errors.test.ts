import {
  ABSENCE_STATUSES,
  ABSENCE_TYPE_LABELS,
  ABSENCE_TYPES,
  monthLabel,
  refusalMonth,
  ROLES,
  WEEK_STATUSES,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError, refuse, refuseField } from './errors.ts';

/** A refusal's English message from its code and parameters. */
const msg = (...args: Parameters<typeof refuse>) => refuse(...args).message;

describe('refusals in English', () => {
  it('carry their code and parameters beside the wording', () => {
    const refusal = refuse(409, 'absence-overlap', { from: '2026-11-02', to: '2026-11-06' });
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'absence-overlap' });
    expect(refusal.params).toEqual({ from: '2026-11-02', to: '2026-11-06' });
    expect(refusal.message).toBe('This overlaps an absence from 2026-11-02 to 2026-11-06');
    expect(refuse(403, 'forbidden').params).toEqual({});
  });

  it('name a refused field and its problem as a refused schema does', () => {
    const refusal = refuseField('taskId', 'task-not-in-project');
    expect(refusal.message).toBe('taskId: the task does not belong to the chosen project');
    expect(refusal.params).toEqual({
      field: 'taskId',
      problem: 'the task does not belong to the chosen project',
      problemCode: 'task-not-in-project',
    });
  });

  it('name roles as they were named', () => {
    for (const callerRole of ROLES) {
      for (const role of ROLES) {
        expect(msg(403, 'role-not-grantable', { callerRole, role })).toBe(
          `A ${callerRole} cannot give a user the role ${role}`,
        );
        expect(msg(403, 'status-not-changeable', { callerRole, role })).toBe(
          `A ${callerRole} cannot deactivate or reactivate a ${role}`,
        );
      }
    }
  });

  it('name absence types by their labels and statuses and week statuses in lower case', () => {
    for (const type of ABSENCE_TYPES) {
      expect(msg(409, 'absence-day', { date: '2026-12-08', type })).toBe(
        `2026-12-08 is a day of ${ABSENCE_TYPE_LABELS[type]}; confirm to log time on it`,
      );
    }
    for (const status of ABSENCE_STATUSES) {
      expect(msg(409, 'absence-already-decided', { status })).toBe(`This absence is already ${status}`);
    }
    for (const status of WEEK_STATUSES) {
      for (const next of WEEK_STATUSES) {
        const params = { status: status.toLowerCase(), next: next.toLowerCase() };
        expect(msg(409, 'week-status-change', params)).toBe(
          `This week is ${params.status}, so it cannot become ${params.next}`,
        );
      }
    }
  });

  it('count vacation days as they were counted: half and hundredths of days, one day alone', () => {
    expect(msg(409, 'vacation-days-left', { days: 1, year: '2026' })).toBe(
      'Only 1 vacation day is left in 2026',
    );
    for (const days of [0, 0.5, 2, 3.5, 12.33, 365]) {
      expect(msg(409, 'vacation-days-left', { days, year: '2026' })).toBe(
        `Only ${days} vacation days are left in 2026`,
      );
    }
  });

  it('write hours and limits as numbers were written', () => {
    for (const hours of [24.01, 24.5, 25, 30.33, 48]) {
      expect(msg(400, 'day-limit', { date: '2026-11-23', hours, maxHours: 24 })).toBe(
        `hours: 2026-11-23 would have ${hours} hours; a day holds at most 24`,
      );
    }
    expect(msg(409, 'work-contracts-limit', { max: 200 })).toBe('A person has at most 200 contracts');
  });

  it('name a month as its label does, from the first month of the pickers to the last', () => {
    for (const month of ['1900-01', '1999-12', '2026-02', '2026-11', '2100-12']) {
      const label = monthLabel(month);
      const params = { month: refusalMonth(month) };
      expect(msg(409, 'month-closed', params)).toBe(`${label} is closed`);
      expect(msg(409, 'month-not-ended', params)).toBe(`${label} has not ended yet`);
      expect(msg(409, 'month-already-closed', params)).toBe(`${label} is already closed`);
      expect(msg(409, 'month-closed-for-everyone', params)).toBe(`${label} is already closed for everyone`);
      expect(msg(409, 'month-not-closed', params)).toBe(`${label} is not closed`);
    }
  });
});
