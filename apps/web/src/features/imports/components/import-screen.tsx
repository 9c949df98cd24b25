import { IMPORT_MAX_COLUMNS, MAX_NAME_LENGTH } from '@portal/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { labelClass } from '../../../components/ui/field-styles.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { readImportFile, type ImportFile } from '../import-file.ts';
import { IMPORT_FILE_PROBLEMS, IMPORT_SOURCE_LABELS } from '../messages.ts';
import { readCsv } from '../read-csv.ts';
import { ImportPanel } from './import-panel.tsx';

/** The file chosen last: read, or why it cannot be imported. */
type Chosen = { name: string; read: number } & ({ file: ImportFile } | { problem: string });

const card = 'rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-white/3';

/**
 * Import time, for Managers and Admins: a CSV file is read in the browser (the detailed exports of
 * Clockify, Toggl Track, Harvest and Kimai are recognised by their headers), checked, and imported.
 */
export function ImportScreen() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [running, setRunning] = useState(false);
  // A file chosen while another is read replaces it: only the last read is shown.
  const reads = useRef(0);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const read = ++reads.current;
    setChosen(null);
    setReading(file !== undefined);
    if (!file) return;
    readCsv(file).then(
      (table) => {
        if (read !== reads.current) return;
        const result = readImportFile(table);
        setChosen(
          'problem' in result
            ? {
                name: file.name,
                read,
                problem: t(IMPORT_FILE_PROBLEMS[result.problem], {
                  columns: IMPORT_MAX_COLUMNS,
                  length: MAX_NAME_LENGTH,
                }),
              }
            : { name: file.name, read, file: result },
        );
        setReading(false);
      },
      () => {
        if (read !== reads.current) return;
        setChosen({
          name: file.name,
          read,
          problem: t({ id: 'imports.file.unreadable', defaultMessage: 'The file cannot be read as CSV.' }),
        });
        setReading(false);
      },
    );
  };

  return (
    <div className="space-y-6">
      <section className={`${card} space-y-4`}>
        <p className="max-w-3xl text-sm text-gray-600 dark:text-gray-400">
          {t({
            id: 'imports.intro',
            defaultMessage:
              'Import time entries from a CSV file. The detailed exports of Clockify, Toggl Track, Harvest and Kimai are recognised; for any other file, choose the column of each field.',
          })}
        </p>
        <div className="max-w-xl">
          <label htmlFor="import-file" className={labelClass}>
            {t({ id: 'imports.file.label', defaultMessage: 'CSV file' })}
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            disabled={running}
            onChange={handleFile}
            className="block w-full text-sm text-gray-700 file:me-4 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60 dark:text-gray-300 dark:file:bg-brand-500/15 dark:file:text-brand-300"
          />
        </div>
        {reading ? (
          <Spinner
            label={t({ id: 'imports.file.reading', defaultMessage: 'Reading the file' })}
            className="py-6"
          />
        ) : chosen === null ? null : 'problem' in chosen ? (
          <p role="alert" className="text-sm text-error-600 dark:text-error-400">
            {chosen.problem}
          </p>
        ) : (
          <div role="status" className="space-y-1 text-sm">
            <p className="font-medium break-words text-gray-800 dark:text-white/90">
              {t(
                {
                  id: 'imports.file.rows',
                  defaultMessage: '{name}: {count, plural, one {# row} other {# rows}}',
                },
                { name: chosen.name, count: chosen.file.rows.length + chosen.file.refusedHere.length },
              )}
            </p>
            <p className="text-gray-600 dark:text-gray-400">
              {chosen.file.recognised.source === 'csv'
                ? t({
                    id: 'imports.source.csv',
                    defaultMessage: 'Not recognised: choose which column holds each field',
                  })
                : t(IMPORT_SOURCE_LABELS[chosen.file.recognised.source])}
            </p>
          </div>
        )}
      </section>
      {chosen && 'file' in chosen ? (
        <ImportPanel key={chosen.read} file={chosen.file} onRunning={setRunning} />
      ) : chosen === null && !reading ? (
        <Notice title={t({ id: 'imports.empty.title', defaultMessage: 'No file chosen yet' })} />
      ) : null}
    </div>
  );
}
