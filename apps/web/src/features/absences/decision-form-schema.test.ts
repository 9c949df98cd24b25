import { MAX_TEXT_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { CancelFormSchema, RejectFormSchema } from './decision-form-schema.ts';
import { DECISION_MESSAGES } from './messages.ts';

describe('reason forms', () => {
  it('needs a reason to reject, trimmed', async () => {
    expect(await resolveForm(RejectFormSchema, { reason: ' Too many away that week ' })).toEqual({
      values: { reason: 'Too many away that week' },
      errors: {},
    });
    expect((await resolveForm(RejectFormSchema, { reason: '   ' })).errors).toEqual({
      reason: DECISION_MESSAGES.reasonRequired,
    });
  });

  it('takes a cancellation without a reason', async () => {
    expect(await resolveForm(CancelFormSchema, { reason: '' })).toEqual({
      values: { reason: '' },
      errors: {},
    });
  });

  it('holds both reasons to the contract limit', async () => {
    const long = 'a'.repeat(MAX_TEXT_LENGTH + 1);
    expect(Object.keys((await resolveForm(RejectFormSchema, { reason: long })).errors)).toEqual(['reason']);
    expect(Object.keys((await resolveForm(CancelFormSchema, { reason: long })).errors)).toEqual(['reason']);
  });
});
