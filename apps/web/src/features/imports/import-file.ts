import {
  IMPORT_MAX_COLUMNS,
  importNameKey,
  importOccurrences,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  recogniseImport,
  type CheckImportTimeEntriesAnswer,
  type ImportRefusedRow,
  type ImportRow,
  type ImportTimeEntriesAnswer,
  type RecognisedImport,
} from '@portal/contract';

/** A CSV file as read for an import: its header, its rows as they are sent, and what it was recognised as. */
export interface ImportFile {
  columns: string[];
  /** Every data row that can be sent, numbered by its line in the file. */
  rows: ImportRow[];
  /** Rows no call can take (a cell longer than the contract allows), refused here. */
  refusedHere: ImportRefusedRow[];
  recognised: RecognisedImport;
}

/** Why a file cannot be imported at all. */
export type ImportFileProblem = 'empty' | 'no-rows' | 'header-too-wide';

/**
 * Reads the rows a CSV parser gave (the first is the header) into what the calls send. Each row's
 * occurrence counts among all rows of the file, so that importing the same file again, in any
 * batches, names each row the same.
 */
export function readImportFile(
  table: readonly (readonly string[])[],
): ImportFile | { problem: ImportFileProblem } {
  const [header, ...data] = table;
  if (!header) return { problem: 'empty' };
  if (data.length === 0) return { problem: 'no-rows' };
  if (header.length > IMPORT_MAX_COLUMNS || header.some((column) => column.length > MAX_NAME_LENGTH)) {
    return { problem: 'header-too-wide' };
  }
  // Cells past the header's columns are read by no field: a malformed row may have more than a call takes.
  const cellsOf = data.map((cells) => cells.slice(0, IMPORT_MAX_COLUMNS));
  const occurrences = importOccurrences(cellsOf);
  const rows: ImportRow[] = [];
  const refusedHere: ImportRefusedRow[] = [];
  cellsOf.forEach((cells, index) => {
    const line = index + 2;
    if (cells.some((cell) => cell.length > MAX_TEXT_LENGTH))
      refusedHere.push({ line, problem: 'text-too-long' });
    else rows.push({ line, cells: [...cells], occurrence: occurrences[index] ?? 0 });
  });
  return { columns: [...header], rows, refusedHere, recognised: recogniseImport(header) };
}

type NewTask = CheckImportTimeEntriesAnswer['newTasks'][number];

/** What the dry run found in all the batches checked so far. */
export type CheckTotals = Omit<CheckImportTimeEntriesAnswer, 'result'>;
/** What the import did in all the batches sent so far. */
export type ImportTotals = Omit<ImportTimeEntriesAnswer, 'result'>;

/** Hours add up in the hundredths they are kept in, so that many batches do not drift. */
const addHours = (a: number, b: number) => Math.round((a + b) * 100) / 100;

function union<Item>(known: readonly Item[], more: readonly Item[], key: (item: Item) => string): Item[] {
  const keys = new Set(known.map(key));
  const added = more.filter((item) => {
    const itemKey = key(item);
    if (keys.has(itemKey)) return false;
    keys.add(itemKey);
    return true;
  });
  return [...known, ...added];
}

const taskKey = (task: NewTask) => JSON.stringify([importNameKey(task.project), importNameKey(task.task)]);

/** Rows refused, by line. */
const byLine = (refused: readonly ImportRefusedRow[]) => [...refused].sort((a, b) => a.line - b.line);

/** Nothing checked yet, but the rows the file itself refused. */
export const noCheck = (refusedHere: readonly ImportRefusedRow[] = []): CheckTotals => ({
  toImport: 0,
  hours: 0,
  alreadyImported: 0,
  refused: byLine(refusedHere),
  people: [],
  newProjects: [],
  newTasks: [],
});

/** Nothing imported yet, but the rows the file itself refused. */
export const noImport = (refusedHere: readonly ImportRefusedRow[] = []): ImportTotals => ({
  imported: 0,
  hours: 0,
  alreadyImported: 0,
  refused: byLine(refusedHere),
  newProjects: [],
  newTasks: [],
});

/**
 * Adds one batch's dry run to those before it. A project or task that no row's names find is
 * reported by every batch that names it, and a person by every batch they appear in: each is
 * listed once.
 */
export function addCheck(totals: CheckTotals, answer: CheckImportTimeEntriesAnswer): CheckTotals {
  return {
    toImport: totals.toImport + answer.toImport,
    hours: addHours(totals.hours, answer.hours),
    alreadyImported: totals.alreadyImported + answer.alreadyImported,
    refused: byLine([...totals.refused, ...answer.refused]),
    people: union(
      totals.people,
      answer.people,
      (person) => `${importNameKey(person.named)}\u0000${person.userId}`,
    ),
    newProjects: union(totals.newProjects, answer.newProjects, importNameKey),
    newTasks: union(totals.newTasks, answer.newTasks, taskKey),
  };
}

/** Adds one batch's import to those before it. */
export function addImport(totals: ImportTotals, answer: ImportTimeEntriesAnswer): ImportTotals {
  return {
    imported: totals.imported + answer.imported,
    hours: addHours(totals.hours, answer.hours),
    alreadyImported: totals.alreadyImported + answer.alreadyImported,
    refused: byLine([...totals.refused, ...answer.refused]),
    newProjects: union(totals.newProjects, answer.newProjects, importNameKey),
    newTasks: union(totals.newTasks, answer.newTasks, taskKey),
  };
}

/** Where a run of batches stopped: the batch that failed and why. */
export interface BatchFailure {
  error: unknown;
  /** The lines of the failed batch's first and last rows. */
  lines: { from: number; to: number };
}

/**
 * Sends `batches` one after another, each once the one before it answered, adding the answers up.
 * It stops at the first batch that fails, answering what was done until then; `onProgress` hears
 * how many rows were answered after each batch.
 */
export async function sendBatches<Answer, Totals>(
  batches: readonly ImportRow[][],
  send: (rows: ImportRow[]) => Promise<Answer>,
  add: (totals: Totals, answer: Answer) => Totals,
  start: Totals,
  onProgress: (rowsDone: number) => void,
): Promise<{ totals: Totals; failure: BatchFailure | null }> {
  let totals = start;
  let rowsDone = 0;
  for (const batch of batches) {
    try {
      totals = add(totals, await send(batch));
    } catch (error) {
      return {
        totals,
        failure: { error, lines: { from: batch[0]?.line ?? 0, to: batch.at(-1)?.line ?? 0 } },
      };
    }
    rowsDone += batch.length;
    onProgress(rowsDone);
  }
  return { totals, failure: null };
}

/** A whole percentage of `done` out of `total`; all done when there is nothing to do. */
export const percentOf = (done: number, total: number) =>
  total === 0 ? 100 : Math.min(100, Math.floor((done / total) * 100));
