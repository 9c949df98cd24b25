import type { Employee, WeekStatus } from '@portal/contract';

/** A person's week as the Review reads it. */
export interface ReviewedWeek {
  id: string;
  status: WeekStatus;
  totalHours: number;
}

/** Someone who has not submitted a week, with what the Review knows of their week. */
export interface MissingPerson {
  id: string;
  name: string;
  status: WeekStatus;
  hours: number;
}

/** Weeks that count as handed in: reminders pass over them. */
const HANDED_IN: readonly WeekStatus[] = ['Submitted', 'Approved'];

/**
 * Everyone of the directory whose week is not handed in, by name: the Review lists only those who
 * logged time or whose week was decided on, so those who logged nothing come from the directory.
 */
export function notSubmitted(
  people: readonly Employee[],
  reviewed: readonly ReviewedWeek[],
): MissingPerson[] {
  const weeks = new Map(reviewed.map((week) => [week.id, week]));
  return people
    .map((person) => {
      const week = weeks.get(person.id);
      return {
        id: person.id,
        name: person.name,
        status: week?.status ?? 'Open',
        hours: week?.totalHours ?? 0,
      };
    })
    .filter((person) => !HANDED_IN.includes(person.status))
    .sort((a, b) => a.name.localeCompare(b.name));
}
