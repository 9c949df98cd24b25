import { describe, expect, it } from 'vitest';
import { notSubmitted } from './not-submitted.ts';

const person = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'User' as const,
});

describe('who has not submitted a week', () => {
  it('lists everyone whose week is open or rejected, those who logged nothing included, by name', () => {
    const people = [
      person('z', 'Zoe'),
      person('a', 'Ada'),
      person('b', 'Bob'),
      person('m', 'Mia'),
      person('c', 'Cy'),
    ];
    const reviewed = [
      { id: 'a', status: 'Submitted' as const, totalHours: 40 },
      { id: 'b', status: 'Rejected' as const, totalHours: 12 },
      { id: 'm', status: 'Approved' as const, totalHours: 38 },
      { id: 'c', status: 'Open' as const, totalHours: 3.5 },
    ];
    expect(notSubmitted(people, reviewed)).toEqual([
      { id: 'b', name: 'Bob', status: 'Rejected', hours: 12 },
      { id: 'c', name: 'Cy', status: 'Open', hours: 3.5 },
      { id: 'z', name: 'Zoe', status: 'Open', hours: 0 },
    ]);
  });

  it('leaves out reviewed weeks of people no longer in the directory', () => {
    expect(notSubmitted([], [{ id: 'gone', status: 'Open', totalHours: 2 }])).toEqual([]);
  });
});
