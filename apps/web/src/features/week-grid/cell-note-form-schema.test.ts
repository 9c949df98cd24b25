import { MAX_TEXT_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { CellNoteFormSchema } from './cell-note-form-schema.ts';

const check = (note: string) => resolveForm(CellNoteFormSchema, { note });

describe('cell note form', () => {
  it('hands on the note trimmed', async () => {
    expect(await check('  Wireframes for the depot \n')).toEqual({
      values: { note: 'Wireframes for the depot' },
      errors: {},
    });
  });

  it('takes an empty note, which clears the description', async () => {
    expect(await check('   ')).toEqual({ values: { note: '' }, errors: {} });
  });

  it('holds the note to the contract limit', async () => {
    expect((await check('a'.repeat(MAX_TEXT_LENGTH))).errors).toEqual({});
    expect((await check('a'.repeat(MAX_TEXT_LENGTH + 1))).errors).toEqual({
      note: `Too big: expected string to have <=${MAX_TEXT_LENGTH} characters`,
    });
  });
});
