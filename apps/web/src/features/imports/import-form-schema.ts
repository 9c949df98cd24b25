import {
  IMPORT_FIELDS,
  ImportDateOrderSchema,
  ImportMappingSchema,
  type ImportDateOrder,
  type ImportField,
  type RecognisedImport,
} from '@portal/contract';
import { z } from 'zod';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { IMPORT_MESSAGES } from './messages.ts';

registerFieldMessages({ columnRequired: IMPORT_MESSAGES.columnRequired });

/** Whether every row needs a column for `field`, as the contract's mapping says. */
export const isRequiredField = (field: ImportField) => !ImportMappingSchema.shape[field].isOptional();

/** A select's value for an optional field read from no column. */
export const NO_COLUMN = '';

/** The mapping form as its controls hold it: each field's column, NO_COLUMN for none. */
export type ImportFormValues = Record<ImportField, string> & {
  dateOrder: ImportDateOrder;
  createMissing: boolean;
};

/** What every batch of a file is sent with besides its rows, as the contract checks it. */
const ImportSettingsSchema = z.object({
  mapping: ImportMappingSchema,
  dateOrder: ImportDateOrderSchema,
  createMissing: z.boolean(),
});
export type ImportSettings = z.output<typeof ImportSettingsSchema>;

const chosen = z.string().min(1, IMPORT_MESSAGES.columnRequired.defaultMessage);
const optional = z.string().transform((column) => (column === NO_COLUMN ? undefined : column));

/** The form, checked with the contract's rules, giving the mapping and options each batch is sent with. */
export const ImportFormSchema = z
  .object({
    date: chosen,
    hours: chosen,
    email: optional,
    person: optional,
    project: chosen,
    task: optional,
    description: optional,
    billable: optional,
    dateOrder: ImportDateOrderSchema,
    createMissing: z.boolean(),
  })
  .transform(({ dateOrder, createMissing, ...mapping }): z.input<typeof ImportSettingsSchema> => ({
    mapping,
    dateOrder,
    createMissing,
  }))
  .pipe(ImportSettingsSchema);

/** The form as recognition fills it in; a field it found no column for waits to be chosen. */
export function importFormOf(recognised: RecognisedImport): ImportFormValues {
  const columns = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, recognised.mapping[field] ?? NO_COLUMN]),
  ) as Record<ImportField, string>;
  return { ...columns, dateOrder: recognised.dateOrder, createMissing: false };
}

/** The columns a select offers: each named column once, in the file's order. */
export const columnChoices = (columns: readonly string[]): string[] => [
  ...new Set(columns.filter((column) => column.trim() !== '')),
];
