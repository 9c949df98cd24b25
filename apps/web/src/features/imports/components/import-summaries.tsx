import { importProblems, type ImportRefusedRow } from '@portal/contract';
import type { ReactNode } from 'react';
import { ListTable, listCell } from '../../../components/ui/list-table.tsx';
import { formatHours, formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import type { CheckTotals, ImportTotals } from '../import-file.ts';
import { IMPORT_MESSAGES } from '../messages.ts';

/** Most refused rows a table lists; a file of thousands says how many more there are. */
const REFUSED_ROWS_SHOWN = 200;

const count = (value: number) => formatNumber(value);
const subheading = 'text-sm font-medium text-gray-800 dark:text-white/90';
const tableBox = 'rounded-xl border border-gray-200 dark:border-gray-800';

/** How far a run of batches has come, as a bar and a percentage. */
export function ImportProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between gap-3 text-sm text-gray-700 dark:text-gray-300">
        <span>{label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {formatNumber(percent / 100, { style: 'percent' })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-100 dark:bg-white/10"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 px-4 py-3 dark:border-gray-800">
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-gray-800 tabular-nums dark:text-white/90">{children}</dd>
    </div>
  );
}

/** The projects and tasks a run creates, or would. */
function NewWork({ totals }: { totals: Pick<CheckTotals, 'newProjects' | 'newTasks'> }) {
  if (totals.newProjects.length === 0 && totals.newTasks.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {totals.newProjects.length > 0 ? (
        <div>
          <h3 className={subheading}>{t({ id: 'imports.new-projects', defaultMessage: 'New projects' })}</h3>
          <ul className="mt-1 list-disc ps-5 text-sm text-gray-700 dark:text-gray-300">
            {totals.newProjects.map((project) => (
              <li key={project} className="break-words">
                {project}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {totals.newTasks.length > 0 ? (
        <div>
          <h3 className={subheading}>{t({ id: 'imports.new-tasks', defaultMessage: 'New tasks' })}</h3>
          <ul className="mt-1 list-disc ps-5 text-sm text-gray-700 dark:text-gray-300">
            {totals.newTasks.map(({ project, task }) => (
              <li key={JSON.stringify([project, task])} className="break-words">
                {t({ id: 'imports.new-task', defaultMessage: '{task} in {project}' }, { task, project })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The rows that cannot be imported, by line, with why; the first REFUSED_ROWS_SHOWN of them. */
export function RefusedRows({ refused }: { refused: readonly ImportRefusedRow[] }) {
  if (refused.length === 0) return null;
  const label = t(IMPORT_MESSAGES.refusedHeading);
  const hidden = refused.length - REFUSED_ROWS_SHOWN;
  return (
    <div className="space-y-2">
      <h3 className={subheading}>{label}</h3>
      <ListTable
        label={label}
        caption={label}
        className={tableBox}
        tableClassName="min-w-72"
        columns={[
          { heading: t({ id: 'imports.refused.line', defaultMessage: 'Line' }), alignEnd: true },
          { heading: t({ id: 'imports.refused.problem', defaultMessage: 'Problem' }) },
        ]}
        body={{
          rows: refused.slice(0, REFUSED_ROWS_SHOWN).map(({ line, problem }) => (
            <tr key={line} className="border-t border-gray-100 dark:border-gray-800">
              <th
                scope="row"
                className={`${listCell} w-20 text-end font-medium text-gray-800 tabular-nums dark:text-white/90`}
              >
                {formatNumber(line, { useGrouping: false })}
              </th>
              <td className={`${listCell} text-gray-700 dark:text-gray-300`}>{t(importProblems[problem])}</td>
            </tr>
          )),
        }}
      />
      {hidden > 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(
            {
              id: 'imports.refused.more',
              defaultMessage:
                '{count, plural, one {# more row is not listed.} other {# more rows are not listed.}}',
            },
            { count: hidden },
          )}
        </p>
      ) : null}
    </div>
  );
}

/** What the dry run found in the whole file: what would be imported, what is already, and what cannot be. */
export function CheckSummary({
  rowsInFile,
  totals,
  children,
}: {
  rowsInFile: number;
  totals: CheckTotals;
  /** What to do about it, between the counts and the lists, which may be long. */
  children: ReactNode;
}) {
  const peopleLabel = t({ id: 'imports.people.heading', defaultMessage: 'People matched' });
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t({ id: 'imports.summary.rows', defaultMessage: 'Rows in the file' })}>
          {count(rowsInFile)}
        </Stat>
        <Stat label={t({ id: 'imports.summary.to-import', defaultMessage: 'To import' })}>
          {t(IMPORT_MESSAGES.entries, { count: totals.toImport, hours: formatHours(totals.hours) })}
        </Stat>
        <Stat label={t({ id: 'imports.summary.already', defaultMessage: 'Already imported' })}>
          {count(totals.alreadyImported)}
        </Stat>
        <Stat label={t({ id: 'imports.summary.refused', defaultMessage: 'Refused' })}>
          {count(totals.refused.length)}
        </Stat>
      </dl>
      {children}
      {totals.people.length > 0 ? (
        <div className="space-y-2">
          <h3 className={subheading}>{peopleLabel}</h3>
          <ListTable
            label={peopleLabel}
            caption={peopleLabel}
            className={tableBox}
            tableClassName="min-w-72"
            columns={[
              { heading: t({ id: 'imports.people.named', defaultMessage: 'In the file' }) },
              { heading: t({ id: 'imports.people.person', defaultMessage: 'Person' }) },
            ]}
            body={{
              rows: totals.people.map((person) => (
                <tr
                  key={`${person.named}\u0000${person.userId}`}
                  className="border-t border-gray-100 dark:border-gray-800"
                >
                  <th
                    scope="row"
                    className={`${listCell} text-start font-normal text-gray-700 dark:text-gray-300`}
                  >
                    {person.named}
                  </th>
                  <td className={`${listCell} font-medium text-gray-800 dark:text-white/90`}>
                    {person.name}
                  </td>
                </tr>
              )),
            }}
          />
        </div>
      ) : null}
      <NewWork totals={totals} />
      <RefusedRows refused={totals.refused} />
    </div>
  );
}

/** What the import did, in one sentence, and what it created. */
export function ImportResult({ totals }: { totals: ImportTotals }) {
  return (
    <div className="space-y-5">
      <p role="status" className="text-sm font-medium text-gray-800 dark:text-white/90">
        {t(
          {
            id: 'imports.result',
            defaultMessage:
              'Imported {imported, plural, one {# entry} other {# entries}} ({hours} hours). {already, plural, one {# was} other {# were}} already imported. {refused, plural, one {# row} other {# rows}} refused.',
          },
          {
            imported: totals.imported,
            hours: formatHours(totals.hours),
            already: totals.alreadyImported,
            refused: totals.refused.length,
          },
        )}
      </p>
      <NewWork totals={totals} />
      <RefusedRows refused={totals.refused} />
    </div>
  );
}
