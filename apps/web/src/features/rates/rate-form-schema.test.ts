import { describe, expect, it } from 'vitest';
import '../../lib/i18n/icu-formatter.ts';
import { resolveForm } from '../../test/resolve-form.ts';
import { newRateForm, rateFormSchema } from './rate-form-schema.ts';

describe('the Set rate form', () => {
  it('sends the rate in minor units of the currency, and no person or project as none', async () => {
    const result = await resolveForm(rateFormSchema(2), { ...newRateForm('2026-11-01'), amount: '95.50' });
    expect(result).toEqual({
      values: { kind: 'bill', userId: null, projectId: null, validFrom: '2026-11-01', amount: 9550 },
      errors: {},
    });
    const yen = await resolveForm(rateFormSchema(0), {
      ...newRateForm('2026-11-01'),
      kind: 'cost',
      userId: 'u1',
      projectId: 'p1',
      amount: '1234',
    });
    expect(yen.values).toEqual({
      kind: 'cost',
      userId: 'u1',
      projectId: 'p1',
      validFrom: '2026-11-01',
      amount: 1234,
    });
  });

  it('refuses more decimals than the currency has, no amount, and no day', async () => {
    expect(
      (await resolveForm(rateFormSchema(2), { ...newRateForm('2026-11-01'), amount: '9.999' })).errors,
    ).toEqual({
      amount: 'Rate must be an amount with at most 2 decimals',
    });
    expect(
      (await resolveForm(rateFormSchema(0), { ...newRateForm('2026-11-01'), amount: '12.5' })).errors,
    ).toEqual({
      amount: 'Rate must be a whole amount',
    });
    expect(
      (await resolveForm(rateFormSchema(2), { ...newRateForm('2026-11-01'), amount: '' })).errors,
    ).toMatchObject({
      amount: expect.any(String),
    });
    expect(
      (await resolveForm(rateFormSchema(2), { ...newRateForm('2026-11-01'), validFrom: null, amount: '1' }))
        .errors,
    ).toEqual({ validFrom: 'Please choose the day the rate starts' });
  });
});
