import { describe, expect, it } from 'vitest';
import {
  absenceDayQuestion,
  askAbsenceDay,
  dayNotes,
  fullDayAbsenceOf,
  type NotedDay,
} from './absence-day.ts';

const plain: NotedDay = { holiday: null, absences: [] };
const vacation = (status: 'approved' | 'requested' | 'rejected' | 'cancelled', halfDay = false) => ({
  id: '1',
  type: 'vacation' as const,
  status,
  halfDay,
});

describe('a day of the working-time account', () => {
  it('names its holiday, half days marked ½', () => {
    expect(dayNotes({ ...plain, holiday: { name: 'Christmas Day', halfDay: false } })).toEqual([
      'Christmas Day',
    ]);
    expect(dayNotes({ ...plain, holiday: { name: 'Christmas Eve', halfDay: true } })).toEqual([
      'Christmas Eve ½',
    ]);
  });

  it('names its absences by type, marking requested ones and half days, and leaves out the others', () => {
    expect(
      dayNotes({
        holiday: { name: 'Company day', halfDay: true },
        absences: [
          vacation('approved', true),
          { id: '2', type: 'sick', status: 'requested', halfDay: false },
          vacation('rejected'),
          vacation('cancelled'),
        ],
      }),
    ).toEqual(['Company day ½', 'Vacation ½', 'Sick (requested)']);
    expect(dayNotes(plain)).toEqual([]);
  });

  it('is one of an approved full-day absence only when approved and not a half day', () => {
    expect(fullDayAbsenceOf({ ...plain, absences: [vacation('approved')] })).toBe('vacation');
    expect(fullDayAbsenceOf({ ...plain, absences: [vacation('approved', true)] })).toBeNull();
    expect(fullDayAbsenceOf({ ...plain, absences: [vacation('requested')] })).toBeNull();
    expect(
      fullDayAbsenceOf({
        ...plain,
        absences: [{ id: '3', type: 'overtime', status: 'approved', halfDay: false }],
      }),
    ).toBe('overtime');
    expect(fullDayAbsenceOf(undefined)).toBeNull();
  });
});

describe('logging time on a day of absence', () => {
  const day = { ...plain, absences: [vacation('approved')] };

  it('asks with the day and the absence type, and sends the consent once given', () => {
    const asked: string[] = [];
    const consent = askAbsenceDay(day, '2026-11-16', (question) => asked.push(question) > 0);
    expect(asked).toEqual(['2026-11-16 is a day of Vacation. Log time on it anyway?']);
    expect(consent).toEqual({ confirmAbsenceDay: true });
  });

  it('sends nothing when declined', () => {
    expect(askAbsenceDay(day, '2026-11-16', () => false)).toBeNull();
  });

  it('asks nothing on any other day', () => {
    const ask = () => {
      throw new Error('asked');
    };
    expect(askAbsenceDay(plain, '2026-11-16', ask)).toEqual({});
    expect(askAbsenceDay(undefined, '2026-11-16', ask)).toEqual({});
  });

  it('words the question as the issue asks', () => {
    expect(absenceDayQuestion('2026-03-02', 'sick')).toBe(
      '2026-03-02 is a day of Sick. Log time on it anyway?',
    );
  });
});
