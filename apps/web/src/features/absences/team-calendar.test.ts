import type { Absence } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildTeamCalendar } from './team-calendar.ts';

const absence = (change: Partial<Absence>): Absence => ({
  id: 'a1',
  userId: 'u1',
  userName: 'Uma Worker',
  type: 'vacation',
  from: '2026-03-02',
  to: '2026-03-06',
  halfDay: false,
  days: 5,
  status: 'approved',
  note: '',
  reason: null,
  requestedBy: 'Uma Worker',
  decidedBy: 'Mia Manager',
  decidedAt: '2026-02-20T10:00:00.000Z',
  createdAt: '2026-02-19T10:00:00.000Z',
  ...change,
});
const people = [
  { id: 'u1', name: 'Uma Worker' },
  { id: 'u2', name: 'Bo Worker' },
];
const marks = (row: { cells: { mark: string }[] }, from: number, to: number) =>
  row.cells.slice(from - 1, to).map((cell) => cell.mark);

describe('team calendar', () => {
  it('has a column for each day of the month, weekends marked', () => {
    const { days } = buildTeamCalendar('2026-02', people, [], []);
    expect(days).toHaveLength(28);
    expect(days[0]).toEqual({ date: '2026-02-01', weekday: 'Su', day: '1', weekend: true, holiday: null });
    expect(days[1]).toMatchObject({ weekday: 'Mo', weekend: false });
  });

  it("shows each person's approved and requested absences with a letter, requests with '?'", () => {
    const { rows } = buildTeamCalendar(
      '2026-03',
      people,
      [
        absence({}),
        absence({
          id: 'a2',
          userId: 'u2',
          type: 'sick',
          from: '2026-03-05',
          to: '2026-03-09',
          status: 'requested',
        }),
      ],
      [],
    );
    expect(marks(rows[0]!, 1, 7)).toEqual(['', 'V', 'V', 'V', 'V', 'V', '']);
    // The weekend in the range shows no absence.
    expect(marks(rows[1]!, 4, 10)).toEqual(['', 'S?', 'S?', '', '', 'S?', '']);
    expect(rows[1]!.cells[4]).toEqual({
      date: '2026-03-05',
      kind: 'requested',
      weekend: false,
      mark: 'S?',
      text: 'Sick, requested',
    });
    expect(rows[0]!.cells[0]).toMatchObject({ kind: 'none', text: 'Weekend' });
  });

  it('shows a holiday on everyone, over an absence, and a half day with ½', () => {
    const { rows } = buildTeamCalendar(
      '2026-12',
      people,
      [
        absence({ from: '2026-12-21', to: '2026-12-24' }),
        absence({ id: 'a3', userId: 'u2', from: '2026-12-22', to: '2026-12-22', halfDay: true, days: 0.5 }),
      ],
      [{ date: '2026-12-24', name: 'Christmas Eve', halfDay: true, source: 'company' }],
    );
    expect(marks(rows[0]!, 21, 25)).toEqual(['V', 'V', 'V', 'H', '']);
    expect(marks(rows[1]!, 21, 24)).toEqual(['', 'V½', '', 'H']);
    expect(rows[1]!.cells[23]!.text).toBe('Holiday: Christmas Eve (half day)');
    expect(rows[1]!.cells[21]!.text).toBe('Vacation, half day, approved');
  });

  it('leaves out rejected and cancelled absences, and lets an approved one win over a request', () => {
    const { rows } = buildTeamCalendar(
      '2026-03',
      people,
      [
        absence({ status: 'rejected' }),
        absence({ id: 'a4', status: 'cancelled', from: '2026-03-09', to: '2026-03-09' }),
        absence({ id: 'a5', status: 'requested', type: 'other', from: '2026-03-10', to: '2026-03-10' }),
        absence({ id: 'a6', status: 'approved', type: 'unpaid', from: '2026-03-10', to: '2026-03-10' }),
      ],
      [],
    );
    expect(marks(rows[0]!, 2, 10)).toEqual(['', '', '', '', '', '', '', '', 'U']);
  });
});
