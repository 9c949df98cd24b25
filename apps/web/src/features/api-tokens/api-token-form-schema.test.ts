import { describe, expect, it } from 'vitest';
import { ApiTokenFormSchema, lifetimesFor, NEVER } from './api-token-form-schema.ts';

describe('the API token form', () => {
  it('offers a token that never expires to Admins only', () => {
    expect(lifetimesFor('User')).toEqual(['30', '90', '365']);
    expect(lifetimesFor('Manager')).toEqual(['30', '90', '365']);
    expect(lifetimesFor('Admin')).toEqual(['30', '90', '365', NEVER]);
  });

  it('gives the call its body: days as a number, never as null', () => {
    expect(ApiTokenFormSchema.parse({ name: ' Payroll ', scope: 'read', expiresIn: '90' })).toEqual({
      name: 'Payroll',
      scope: 'read',
      expiresInDays: 90,
    });
    expect(ApiTokenFormSchema.parse({ name: 'BI', scope: 'read-write', expiresIn: NEVER })).toEqual({
      name: 'BI',
      scope: 'read-write',
      expiresInDays: null,
    });
  });

  it('refuses a blank name, and a lifetime the contract does not know', () => {
    const blank = ApiTokenFormSchema.safeParse({ name: '  ', scope: 'read', expiresIn: '30' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['Please name the token']);
    expect(() => ApiTokenFormSchema.parse({ name: 'Odd', scope: 'read', expiresIn: '45' })).toThrow();
  });
});
