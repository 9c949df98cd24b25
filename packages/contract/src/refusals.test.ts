import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, PASSWORD_MIN_LENGTH } from './auth.ts';
import {
  CalendarDateSchema,
  MAX_CALENDAR_DATE,
  MAX_WEEK_DATE,
  MIN_CALENDAR_DATE,
  MIN_WEEK_DATE,
  PAGE_SIZES,
  PagingFields,
  WeekDateSchema,
} from './common.ts';
import { DEFAULT_TEAM_SIZE, MAX_ESTIMATE_HOURS } from './projects.ts';
import { REFUSAL_CODES, refusals, validationCodeOf, validationMessages } from './refusals.ts';
import { MAX_REPORT_FILTER_IDS, MAX_REPORT_GROUP_LEVELS, MAX_REPORT_PERIOD_DAYS } from './reports.ts';
import { UpdateSettingsBody } from './settings.ts';
import { WEEK_MESSAGES } from './timesheet-approval.ts';
import { MAX_HOURS_PER_DAY, MAX_PERIOD_DAYS } from './timesheet.ts';
import { MAX_VACATION_DAYS } from './vacation-days.ts';
import { WEEK_GRID_MESSAGES } from './week-grid.ts';
import { MAX_COMPANY_HOLIDAYS, MAX_WORKING_TIME_PERIOD_DAYS, MonthSchema } from './working-time.ts';

const KEBAB = /^[a-z]+(-[a-z]+)*$/;

describe('refusals', () => {
  it('are named by kebab-case codes, each its own id', () => {
    for (const code of REFUSAL_CODES) {
      expect(code).toMatch(KEBAB);
      expect(refusals[code].id).toBe(`refusal.${code}`);
    }
  });

  it('word what the contract says elsewhere as it says it there', () => {
    expect(refusals['email-taken'].defaultMessage).toBe(EMAIL_TAKEN);
    expect(refusals['week-submitted'].defaultMessage).toBe(WEEK_MESSAGES.submittedLocked.defaultMessage);
    expect(refusals['week-approved'].defaultMessage).toBe(WEEK_MESSAGES.approvedLocked.defaultMessage);
    expect(refusals['several-entries-in-cell'].defaultMessage).toBe(
      WEEK_GRID_MESSAGES.severalEntries.defaultMessage,
    );
  });
});

describe('validation messages', () => {
  it('are named by kebab-case codes, each its own id and wording', () => {
    const entries = Object.entries(validationMessages);
    for (const [code, message] of entries) {
      expect(code).toMatch(KEBAB);
      expect(message.id).toBe(`validation.${code}`);
      expect(validationCodeOf(message.defaultMessage)).toBe(code);
    }
    expect(new Set(entries.map(([, message]) => message.defaultMessage)).size).toBe(entries.length);
  });

  it('write out the limits their constants set', () => {
    const text = (code: keyof typeof validationMessages) => validationMessages[code].defaultMessage;
    expect(text('more-than-a-day')).toBe(`must be at most ${MAX_HOURS_PER_DAY}`);
    expect(text('estimate-too-large')).toBe(`must be at most ${MAX_ESTIMATE_HOURS}`);
    expect(text('team-too-small')).toBe(`must be at least ${DEFAULT_TEAM_SIZE}`);
    expect(text('too-many-vacation-days')).toBe(`must be at most ${MAX_VACATION_DAYS}`);
    expect(text('password-too-short')).toBe(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(text('date-out-of-range')).toBe(`must be between ${MIN_CALENDAR_DATE} and ${MAX_CALENDAR_DATE}`);
    expect(text('week-date-out-of-range')).toBe(`must be between ${MIN_WEEK_DATE} and ${MAX_WEEK_DATE}`);
    expect(text('month-out-of-range')).toBe(
      `must be between ${MIN_CALENDAR_DATE.slice(0, 7)} and ${MAX_CALENDAR_DATE.slice(0, 7)}`,
    );
    expect(text('period-too-long')).toBe(`must make a period of at most ${MAX_REPORT_PERIOD_DAYS} days`);
    expect(text('period-too-long')).toBe(
      `must make a period of at most ${MAX_WORKING_TIME_PERIOD_DAYS} days`,
    );
    expect(text('read-period-too-long')).toBe(`a period may span at most ${MAX_PERIOD_DAYS} days`);
    expect(text('not-a-page-size')).toBe(`must be one of ${PAGE_SIZES.join(', ')}`);
    expect(text('too-many-ids')).toBe(`must name at most ${MAX_REPORT_FILTER_IDS} ids`);
    expect(text('too-many-groupings')).toBe(`must name at most ${MAX_REPORT_GROUP_LEVELS} groupings`);
    expect(text('too-many-holidays')).toBe(`must name at most ${MAX_COMPANY_HOLIDAYS} days`);
  });

  it('are what the schemas refuse with, so a refusal names its problem by code', () => {
    const codeOf = (result: { error?: { issues: { message: string }[] } }) =>
      validationCodeOf(result.error?.issues[0]?.message ?? '');
    expect(codeOf(CalendarDateSchema.safeParse('1899-12-31'))).toBe('date-out-of-range');
    expect(codeOf(CalendarDateSchema.safeParse('2026-02-30'))).toBe('not-a-date');
    expect(codeOf(WeekDateSchema.safeParse('2101-01-02'))).toBe('week-date-out-of-range');
    expect(codeOf(PagingFields.pageSize.safeParse(15))).toBe('not-a-page-size');
    expect(codeOf(MonthSchema.safeParse('2026-13'))).toBe('not-a-month');
    const settings = {
      tenantId: 't',
      workingDays: [1],
      expectedHours: 8,
      reminder: { enabled: false, weekday: 1, hour: 9 },
    };
    expect(codeOf(UpdateSettingsBody.safeParse({ ...settings, timeZone: 'Mars/Olympus' }))).toBe(
      'not-a-time-zone',
    );
    expect(codeOf(UpdateSettingsBody.safeParse({ ...settings, timeZone: 'UTC', workingDays: [] }))).toBe(
      'no-days',
    );
  });
});
