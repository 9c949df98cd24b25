import type { Absence } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { reviewDayNotes } from './review-days.ts';

const DAYS = ['2026-12-24', '2026-12-25', '2026-12-26'];

const absence = (userName: string, change: Partial<Absence>): Absence => ({
  id: userName,
  userId: userName,
  userName,
  type: 'vacation',
  from: '2026-12-24',
  to: '2026-12-24',
  halfDay: false,
  days: 1,
  status: 'approved',
  note: '',
  reason: null,
  requestedBy: userName,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...change,
});

describe("the Review's day headers", () => {
  it('name the holidays of each day, half days marked ½', () => {
    const notes = reviewDayNotes(
      DAYS,
      [
        { date: '2026-12-24', name: 'Christmas Eve', halfDay: true, source: 'company' },
        { date: '2026-12-25', name: 'Christmas Day', halfDay: false, source: 'public' },
      ],
      [],
    );
    expect(notes).toEqual([
      { notes: ['Christmas Eve ½'], more: [] },
      { notes: ['Christmas Day'], more: [] },
      { notes: [], more: [] },
    ]);
  });

  it('say whose absence covers each day, of what type, marking requests and leaving out the others', () => {
    const notes = reviewDayNotes(
      DAYS,
      [],
      [
        absence('Ada Picker', { from: '2026-12-24', to: '2026-12-26' }),
        absence('Bob Packer', { type: 'sick', from: '2026-12-25', to: '2026-12-25', status: 'requested' }),
        absence('Cy Loader', { halfDay: true }),
        absence('Dee Rejected', { status: 'rejected', to: '2026-12-26' }),
        absence('Eve Cancelled', { status: 'cancelled', to: '2026-12-26' }),
      ],
    );
    expect(notes.map((day) => day.notes)).toEqual([
      ['Ada Picker: Vacation', 'Cy Loader: Vacation ½'],
      ['Ada Picker: Vacation', 'Bob Packer: Sick (requested)'],
      ['Ada Picker: Vacation'],
    ]);
  });

  it('list two absences of a day and keep the rest for the asking', () => {
    const [first] = reviewDayNotes(
      DAYS.slice(0, 1),
      [{ date: '2026-12-24', name: 'Christmas Eve', halfDay: false, source: 'public' }],
      ['Ada', 'Bob', 'Cy', 'Dee'].map((name) => absence(name, {})),
    );
    expect(first).toEqual({
      notes: ['Christmas Eve', 'Ada: Vacation', 'Bob: Vacation'],
      more: ['Cy: Vacation', 'Dee: Vacation'],
    });
  });
});
