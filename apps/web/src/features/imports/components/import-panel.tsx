import { IMPORT_DATE_ORDERS, IMPORT_DEFAULT_TASK, IMPORT_FIELDS, importBatches } from '@portal/contract';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { checkboxClass } from '../../../components/ui/checkbox.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isRefusal } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { useCheckImportTimeEntries } from '../api/check-import-time-entries.ts';
import { useImportTimeEntries } from '../api/import-time-entries.ts';
import {
  addCheck,
  addImport,
  noCheck,
  noImport,
  percentOf,
  sendBatches,
  type BatchFailure,
  type CheckTotals,
  type ImportFile,
  type ImportTotals,
} from '../import-file.ts';
import {
  columnChoices,
  ImportFormSchema,
  importFormOf,
  isRequiredField,
  type ImportSettings,
} from '../import-form-schema.ts';
import { IMPORT_DATE_ORDER_LABELS, IMPORT_FIELD_LABELS, IMPORT_MESSAGES } from '../messages.ts';
import { CheckSummary, ImportProgress, ImportResult } from './import-summaries.tsx';

/** Where the screen is: nothing checked, a dry run going or done, an import going or done. */
type Run =
  | { stage: 'idle' }
  | { stage: 'checking'; percent: number }
  | { stage: 'check-failed'; failure: BatchFailure }
  | { stage: 'checked'; settings: ImportSettings; check: CheckTotals }
  | { stage: 'importing'; settings: ImportSettings; percent: number }
  | {
      stage: 'imported';
      settings: ImportSettings;
      percent: number;
      result: ImportTotals;
      failure: BatchFailure | null;
    };

const card = 'rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-white/3';
const headingClass = 'text-base font-semibold text-gray-800 dark:text-white/90';

/** Why a batch failed, in the reader's language. */
function failureReason({ error }: BatchFailure): string {
  if (isRefusal(error)) {
    return (
      refusalText(error) || t({ id: 'imports.failed.refused', defaultMessage: 'The server refused it.' })
    );
  }
  return t(IMPORT_MESSAGES.failedNoAnswer);
}

/** Where a run stopped and why. */
function FailureAlert({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-error-50 px-4 py-3 text-sm text-error-700 dark:bg-error-500/15 dark:text-error-400"
    >
      {text}
    </p>
  );
}

/**
 * How a file's columns are read, its dry run and its import: the mapping (prefilled from what the
 * file was recognised as), Check file, which sends every batch as a dry run and adds the answers up,
 * and Import, which sends them again, one after another, to be imported. Changing the mapping
 * discards a dry run; a new file brings a new panel.
 */
export function ImportPanel({
  file,
  onRunning,
}: {
  file: ImportFile;
  onRunning: (running: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(ImportFormSchema, importFormOf(file.recognised));
  const checkBatch = useCheckImportTimeEntries();
  const importBatch = useImportTimeEntries();
  const [run, setRun] = useState<Run>({ stage: 'idle' });
  const batches = useMemo(() => importBatches(file.rows), [file.rows]);
  const columns = useMemo(() => columnChoices(file.columns), [file.columns]);
  const running = run.stage === 'checking' || run.stage === 'importing';
  const rowsInFile = file.rows.length + file.refusedHere.length;
  const discard = () => setRun({ stage: 'idle' });

  const bodyOf = (settings: ImportSettings, rows: ImportFile['rows']) => ({
    source: file.recognised.source,
    columns: file.columns,
    ...settings,
    rows,
  });

  const handleCheck = handleSubmit(async (settings) => {
    onRunning(true);
    setRun({ stage: 'checking', percent: 0 });
    const { totals, failure } = await sendBatches(
      batches,
      (rows) => checkBatch.mutateAsync(bodyOf(settings, rows)),
      addCheck,
      noCheck(file.refusedHere),
      (done) => setRun({ stage: 'checking', percent: percentOf(done, file.rows.length) }),
    );
    onRunning(false);
    setRun(failure ? { stage: 'check-failed', failure } : { stage: 'checked', settings, check: totals });
  });

  const handleImport = async (settings: ImportSettings) => {
    onRunning(true);
    setRun({ stage: 'importing', settings, percent: 0 });
    let percent = 0;
    const { totals, failure } = await sendBatches(
      batches,
      (rows) => importBatch.mutateAsync(bodyOf(settings, rows)),
      addImport,
      noImport(file.refusedHere),
      (done) => {
        percent = percentOf(done, file.rows.length);
        setRun({ stage: 'importing', settings, percent });
      },
    );
    onRunning(false);
    setRun({ stage: 'imported', settings, percent: failure ? percent : 100, result: totals, failure });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleCheck}
        className={`${card} space-y-5`}
        aria-labelledby="import-mapping-heading"
      >
        <div>
          <h2 id="import-mapping-heading" className={headingClass}>
            {t({ id: 'imports.mapping.heading', defaultMessage: 'Columns' })}
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {t(
              {
                id: 'imports.mapping.hint',
                defaultMessage:
                  'People are found by email, or by name where there is none. Rows without a task go to the task {task}.',
              },
              { task: IMPORT_DEFAULT_TASK },
            )}
          </p>
        </div>
        <fieldset disabled={running} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">
            {t({ id: 'imports.mapping.legend', defaultMessage: 'Column of each field' })}
          </legend>
          {IMPORT_FIELDS.map((field) => (
            <SelectField
              key={field}
              id={`import-field-${field}`}
              label={t(IMPORT_FIELD_LABELS[field])}
              placeholder={t(
                isRequiredField(field) ? IMPORT_MESSAGES.chooseColumn : IMPORT_MESSAGES.noColumn,
              )}
              options={columns.map((column) => ({ value: column, label: column }))}
              required={isRequiredField(field)}
              error={errors[field]?.message}
              {...register(field, { onChange: discard })}
            />
          ))}
          <SelectField
            id="import-date-order"
            label={t({ id: 'imports.form.date-order', defaultMessage: 'Date format' })}
            options={IMPORT_DATE_ORDERS.map((order) => ({
              value: order,
              label: t(IMPORT_DATE_ORDER_LABELS[order]),
            }))}
            className="sm:col-span-2"
            {...register('dateOrder', { onChange: discard })}
          />
          <label className="flex items-center gap-2 self-end text-sm text-gray-700 max-md:min-h-11 sm:col-span-2 sm:h-11 dark:text-gray-300">
            <input
              type="checkbox"
              className={checkboxClass}
              {...register('createMissing', { onChange: discard })}
            />
            {t({ id: 'imports.form.create-missing', defaultMessage: 'Create missing projects and tasks' })}
          </label>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={running}>
            {t({ id: 'imports.check', defaultMessage: 'Check file' })}
          </Button>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {t({
              id: 'imports.check.hint',
              defaultMessage: 'Checking changes nothing.',
            })}
          </p>
        </div>
        {run.stage === 'checking' ? (
          <ImportProgress
            label={t({ id: 'imports.check.progress', defaultMessage: 'Check progress' })}
            percent={run.percent}
          />
        ) : null}
        {run.stage === 'check-failed' ? (
          <FailureAlert
            text={t(
              {
                id: 'imports.check.failed',
                defaultMessage: 'The check stopped at lines {from} to {to}: {reason}',
              },
              { ...linesOf(run.failure), reason: failureReason(run.failure) },
            )}
          />
        ) : null}
      </form>

      {run.stage === 'checked' ? (
        <section aria-labelledby="import-check-heading" className={`${card} space-y-5`}>
          <h2 id="import-check-heading" className={headingClass}>
            {t({ id: 'imports.check.heading', defaultMessage: 'What the file would import' })}
          </h2>
          <CheckSummary rowsInFile={rowsInFile} totals={run.check}>
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled={run.check.toImport === 0} onClick={() => void handleImport(run.settings)}>
                {t({ id: 'imports.import', defaultMessage: 'Import' })}
              </Button>
              {run.check.toImport === 0 ? (
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  {t({
                    id: 'imports.nothing-to-import',
                    defaultMessage: 'Nothing in this file is left to import.',
                  })}
                </p>
              ) : null}
            </div>
          </CheckSummary>
        </section>
      ) : null}

      {run.stage === 'importing' || run.stage === 'imported' ? (
        <section aria-labelledby="import-result-heading" className={`${card} space-y-5`}>
          <h2 id="import-result-heading" className={headingClass}>
            {t({ id: 'imports.result.heading', defaultMessage: 'Import result' })}
          </h2>
          <ImportProgress
            label={t({ id: 'imports.progress', defaultMessage: 'Import progress' })}
            percent={run.percent}
          />
          {run.stage === 'imported' && run.failure ? (
            <div className="space-y-3">
              <FailureAlert
                text={`${t(
                  {
                    id: 'imports.failed',
                    defaultMessage: 'The import stopped at lines {from} to {to}: {reason}',
                  },
                  { ...linesOf(run.failure), reason: failureReason(run.failure) },
                )} ${t(IMPORT_MESSAGES.safeAgain)}`}
              />
              <Button variant="outline" onClick={() => void handleImport(run.settings)}>
                {t({ id: 'imports.import-again', defaultMessage: 'Import again' })}
              </Button>
            </div>
          ) : null}
          {run.stage === 'imported' ? <ImportResult totals={run.result} /> : null}
        </section>
      ) : null}
    </>
  );
}

const linesOf = ({ lines }: BatchFailure) => ({
  from: formatNumber(lines.from, { useGrouping: false }),
  to: formatNumber(lines.to, { useGrouping: false }),
});
