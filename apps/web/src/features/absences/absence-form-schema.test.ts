import { MAX_TEXT_LENGTH, MAX_WORKING_TIME_PERIOD_DAYS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import {
  ABSENCE_FORM_MESSAGES,
  ABSENCE_FORM_TEXTS,
  AbsenceFormSchema,
  newAbsenceForm,
  offersHalfDay,
  type AbsenceFormValues,
} from './absence-form-schema.ts';

const check = (change: Partial<AbsenceFormValues>) =>
  resolveForm(AbsenceFormSchema, { ...newAbsenceForm('2026-03-02'), ...change });

describe('absence request form', () => {
  it('hands on the request with its note trimmed', async () => {
    expect(await check({ to: '2026-03-06', note: '  Family visit ' })).toEqual({
      values: {
        type: 'vacation',
        from: '2026-03-02',
        to: '2026-03-06',
        halfDay: false,
        note: 'Family visit',
      },
      errors: {},
    });
  });

  it('offers a half day for vacation of one day only, and sends none otherwise', async () => {
    expect(offersHalfDay('vacation', '2026-03-02', '2026-03-02')).toBe(true);
    expect(offersHalfDay('vacation', '2026-03-02', '2026-03-03')).toBe(false);
    expect(offersHalfDay('sick', '2026-03-02', '2026-03-02')).toBe(false);
    expect((await check({ halfDay: true })).values.halfDay).toBe(true);
    expect((await check({ halfDay: true, type: 'sick' })).values.halfDay).toBe(false);
    expect((await check({ halfDay: true, to: '2026-03-03' })).values.halfDay).toBe(false);
  });

  it('asks for both days, in order, within the longest period', async () => {
    expect((await check({ from: null, to: null })).errors).toEqual({
      from: ABSENCE_FORM_MESSAGES.fromRequired,
      to: ABSENCE_FORM_MESSAGES.toRequired,
    });
    expect((await check({ to: '2026-03-01' })).errors).toEqual({ to: ABSENCE_FORM_MESSAGES.toBeforeFrom });
    expect((await check({ to: '2027-03-03' })).errors).toEqual({ to: ABSENCE_FORM_MESSAGES.tooLong });
    expect((await check({ to: '2027-03-02' })).errors).toEqual({});
  });

  it('holds the note to the contract limit', async () => {
    expect(Object.keys((await check({ note: 'a'.repeat(MAX_TEXT_LENGTH + 1) })).errors)).toEqual(['note']);
  });
});

describe('absence request form texts', () => {
  it('name the longest period the contract allows', () => {
    expect(ABSENCE_FORM_TEXTS.tooLong.defaultMessage).toBe(
      `An absence may cover at most ${MAX_WORKING_TIME_PERIOD_DAYS} days`,
    );
  });
});
