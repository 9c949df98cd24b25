import { changed, type LiveEvent, type Role } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { mayReceive } from './events.audience.ts';

const listeners: { userId: string; role: Role }[] = [
  { userId: 'ada', role: 'User' },
  { userId: 'bob', role: 'User' },
  { userId: 'max', role: 'Manager' },
  { userId: 'amy', role: 'Admin' },
];
const audience = (event: LiveEvent) =>
  listeners.filter((listener) => mayReceive(listener, event)).map((listener) => listener.userId);

describe('who hears of working time', () => {
  it("a person's absences reach them and the reviewers; whose not known, the reviewers only", () => {
    expect(audience(changed.absences('ada'))).toEqual(['ada', 'max', 'amy']);
    expect(audience(changed.absences(null))).toEqual(['max', 'amy']);
  });

  it("a person's account reaches them and the reviewers; everyone's, everyone", () => {
    expect(audience(changed.workingTime('ada'))).toEqual(['ada', 'max', 'amy']);
    expect(audience(changed.workingTime(null))).toEqual(['ada', 'bob', 'max', 'amy']);
  });

  it('the holiday calendar reaches every role', () => {
    expect(audience(changed.holidays())).toEqual(['ada', 'bob', 'max', 'amy']);
  });
});

describe('who hears of clients', () => {
  it('reaches the Managers and Admins who manage them, and no User', () => {
    expect(audience(changed.clients())).toEqual(['max', 'amy']);
  });

  it('rates reach the Managers and Admins, and no User', () => {
    expect(audience(changed.rates())).toEqual(['max', 'amy']);
  });
});

describe('who hears of calendar feeds', () => {
  it("a person's feeds reach that person only, an Admin's included", () => {
    expect(audience(changed.calendarFeeds('ada'))).toEqual(['ada']);
    expect(audience(changed.calendarFeeds('amy'))).toEqual(['amy']);
  });
});
