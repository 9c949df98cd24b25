import { MAX_TEXT_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { WeekDecisionFormSchema } from './week-decision-form-schema.ts';

const check = (reason: string) => resolveForm(WeekDecisionFormSchema, { reason });

describe('week decision form', () => {
  it('hands on the reason trimmed', async () => {
    expect(await check('  Friday is missing ')).toEqual({
      values: { reason: 'Friday is missing' },
      errors: {},
    });
  });

  it.each([
    ['an empty reason', ''],
    ['a reason of spaces', '   '],
  ])('asks for a reason given %s', async (_case, reason) => {
    expect((await check(reason)).errors).toEqual({ reason: 'Please give a reason' });
  });

  it('holds the reason to the contract limit', async () => {
    expect((await check('a'.repeat(MAX_TEXT_LENGTH))).errors).toEqual({});
    expect(Object.keys((await check('a'.repeat(MAX_TEXT_LENGTH + 1))).errors)).toEqual(['reason']);
  });
});
