import { describe, expect, it } from 'vitest';
import { writeCalendar } from './calendar-feeds.ics.ts';

describe('writeCalendar', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('writes each event over whole days, its end the day after its last', () => {
    const text = writeCalendar({
      name: 'Absences',
      now,
      events: [{ uid: 'absence-1@portal', from: '2026-12-30', to: '2027-01-02', summary: 'Vacation' }],
    });
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('X-WR-CALNAME:Absences');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text).toContain('UID:absence-1@portal');
    expect(text).toContain('DTSTART;VALUE=DATE:20261230');
    expect(text).toContain('DTEND;VALUE=DATE:20270103');
    expect(text).toContain('SUMMARY:Vacation');
    expect(text).toContain('DTSTAMP:20261127T100000Z');
    expect(text.split('\r\n').at(-1)).toBe('END:VCALENDAR');
  });

  it('escapes what iCalendar gives a meaning to', () => {
    const text = writeCalendar({
      name: 'Team',
      now,
      events: [{ uid: 'x', from: '2026-05-01', to: '2026-05-01', summary: 'Ada; Grace, and\nmore' }],
    });
    expect(text).toContain('SUMMARY:Ada\\; Grace\\, and\\nmore');
  });

  it('writes a calendar without events', () => {
    const text = writeCalendar({ name: 'Empty', now, events: [] });
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(text).toContain('END:VCALENDAR');
  });
});
