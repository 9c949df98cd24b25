import { describe, expect, it } from 'vitest';
import { CONTRACT_FORM_MESSAGES, ContractFormSchema, contractFormOf } from './contract-form-schema.ts';

const defaults = { hoursPerWeekday: [0, 8, 8, 8, 8, 6, 0], vacationDays: 25 };
const form = (change: Partial<ReturnType<typeof contractFormOf>> = {}) => ({
  ...contractFormOf(defaults, '2026-03-01'),
  ...change,
});
const refusals = (values: ReturnType<typeof form>) => {
  const checked = ContractFormSchema.safeParse(values);
  return checked.success ? [] : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('contract form', () => {
  it('starts from the tenant defaults, Monday first', () => {
    expect(contractFormOf(defaults, '2026-03-01')).toEqual({
      validFrom: '2026-03-01',
      hours: ['8', '8', '8', '8', '6', '0', '0'],
      vacationDays: '25',
      carryOver: false,
      carryOverExpires: '',
    });
  });

  it('hands on the contract as setWorkContract takes it: Sunday first, no expiry without carry-over', () => {
    expect(
      ContractFormSchema.parse(
        form({ hours: ['4', '4', '4.5', '0', '0', '2', '1'], carryOverExpires: '03-31' }),
      ),
    ).toEqual({
      validFrom: '2026-03-01',
      hoursPerWeekday: [1, 4, 4, 4.5, 0, 0, 2],
      vacationDays: 25,
      carryOver: false,
      carryOverExpires: null,
    });
  });

  it('keeps the expiry of carried-over days, or none when left empty', () => {
    expect(
      ContractFormSchema.parse(form({ carryOver: true, carryOverExpires: ' 03-31 ' })).carryOverExpires,
    ).toBe('03-31');
    expect(
      ContractFormSchema.parse(form({ carryOver: true, carryOverExpires: '' })).carryOverExpires,
    ).toBeNull();
  });

  it('refuses what the contract refuses, naming the field', () => {
    expect(refusals(form({ validFrom: null }))).toEqual([
      ['validFrom', CONTRACT_FORM_MESSAGES.validFromRequired],
    ]);
    expect(refusals(form({ hours: ['8', '', '25', '-1', '8.333', '0', '0'] }))).toEqual([
      ['hours.1', 'Tuesday must be a number'],
      ['hours.2', 'Wednesday must be at most 24'],
      ['hours.3', 'Thursday must not be negative'],
      ['hours.4', 'Friday must have at most two decimals'],
    ]);
    expect(refusals(form({ vacationDays: '25.3' }))).toEqual([
      ['vacationDays', 'Vacation days must be whole or half days'],
    ]);
    expect(refusals(form({ carryOver: true, carryOverExpires: '02-29' }))).toEqual([
      ['carryOverExpires', 'Expiry must be a day every year has'],
    ]);
    expect(refusals(form({ carryOver: true, carryOverExpires: '3/31' }))).toEqual([
      ['carryOverExpires', 'Expiry must be a day of the year (MM-dd)'],
    ]);
  });
});
