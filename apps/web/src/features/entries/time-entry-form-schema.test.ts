import { MAX_HOURS_PER_DAY } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { today } from '../../lib/dates.ts';
import { resolveForm } from '../../test/resolve-form.ts';
import {
  newTimeEntryForm,
  TIME_ENTRY_FORM_MESSAGES,
  TimeEntryFormSchema,
  type TimeEntryFormValues,
} from './time-entry-form-schema.ts';

const filled: TimeEntryFormValues = {
  userId: 'u1',
  projectId: 'p1',
  taskId: 't1',
  date: '2026-11-18',
  hours: '2.5',
  description: '  Loading bay survey ',
};

const check = (values: TimeEntryFormValues) => resolveForm(TimeEntryFormSchema, values);

describe('time entry form', () => {
  it('starts empty, dated today, for the user', () => {
    expect(newTimeEntryForm('u1')).toEqual({
      userId: 'u1',
      projectId: '',
      taskId: '',
      date: today(),
      hours: '',
      description: '',
    });
  });

  it('makes the body of a complete entry', async () => {
    expect(await check(filled)).toEqual({
      values: {
        userId: 'u1',
        date: '2026-11-18',
        projectId: 'p1',
        taskId: 't1',
        description: 'Loading bay survey',
        hours: 2.5,
      },
      errors: {},
    });
  });

  it.each([
    ['no project', { projectId: '' }],
    ['no task', { taskId: '' }],
    ['no hours', { hours: '' }],
    ['zero hours', { hours: '0' }],
    ['negative hours', { hours: '-1' }],
    ['hours that are not a number', { hours: 'abc' }],
    ['no date', { date: null }],
    ['a date that does not exist', { date: '2026-02-30' }],
  ])('asks for the required fields with %s', async (_case, change) => {
    expect(Object.values((await check({ ...filled, ...change })).errors)).toEqual([
      'Please fill all required fields',
    ]);
  });

  it('does not require a description', async () => {
    expect((await check({ ...filled, description: '' })).errors).toEqual({});
  });

  it('holds the hours to a day and to hundredths, as the contract does', async () => {
    expect((await check({ ...filled, hours: '24' })).errors).toEqual({});
    expect((await check({ ...filled, hours: '24.5' })).errors).toEqual({ hours: 'Hours must be at most 24' });
    expect((await check({ ...filled, hours: '1.25' })).errors).toEqual({});
    expect((await check({ ...filled, hours: '1.255' })).errors).toEqual({
      hours: 'Hours must have at most two decimals',
    });
  });

  it('names the contract’s longest day in its own words', () => {
    expect(TIME_ENTRY_FORM_MESSAGES.hoursAboveDay.defaultMessage).toBe(
      `Hours must be at most ${MAX_HOURS_PER_DAY}`,
    );
  });
});
