/**
 * How a column is written: text as it is, hours as numbers with two decimals, an amount of money as
 * a number with its currency's decimals.
 */
export type ExportColumnKind = 'text' | 'hours' | 'amount';

export interface ExportColumn {
  header: string;
  kind: ExportColumnKind;
  /** An amount column's decimals, its currency's (EUR 2, JPY 0, KWD 3); hours have two. */
  digits?: number;
}

/** Whether a column holds numbers, written to its end as on screen. */
export const isNumberColumn = (column: ExportColumn): boolean => column.kind !== 'text';

/** How many decimals a number column's cells are written with. */
export const decimalsOf = (column: ExportColumn | undefined): number => column?.digits ?? 2;

/** A cell: text in a text column, a number of hours in an hours column. */
export type ExportCell = string | number;

export interface ExportRow {
  /** One cell per column. */
  cells: ExportCell[];
  /** A group's subtotal, set off from the rows it adds up as the total is. */
  isSubtotal?: boolean;
}

/** A table as a screen shows it, ready to be written as CSV, XLSX or PDF. */
export interface ExportTable {
  /** What the table is: 'Timesheet Review'. */
  title: string;
  /** What it covers, one 'Label: value' line each: the period, then the filters. */
  details: string[];
  columns: ExportColumn[];
  rows: ExportRow[];
  /** The totals row: a label in the first column, the sum of every hours column. */
  total: ExportCell[];
}

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the export buttons say: the names of the formats, the same in every language. */
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
};

/**
 * What the writers say and how they lay a table out in the reader's language: the table itself
 * comes worded; a worker has no catalog, so the page words the rest (see export-style.ts).
 */
export interface ExportStyle {
  /** The language a PDF writes numbers in, as Intl takes it: 'de', 'ar-u-nu-latn'. */
  locale: string;
  /** True for a language written right to left: a PDF's columns and a workbook's sheets run from the right. */
  rtl: boolean;
  /** A PDF page's footer, {page} and {count} filled in: 'Page 1 of 3'. */
  pageFooter: string;
  /** The name of a workbook's sheet that holds the title, period and filters. */
  aboutSheet: string;
  /** The label of the title on that sheet. */
  titleLabel: string;
}

/** How a writer words and lays out a table when no page says otherwise: in English, as always. */
export const ENGLISH_STYLE: ExportStyle = {
  locale: 'en',
  rtl: false,
  pageFooter: 'Page {page} of {count}',
  aboutSheet: 'About',
  titleLabel: 'Title',
};

/** Calls the writers make as they go: `done` of `total` rows written. */
export type ExportProgress = (done: number, total: number) => void;

/** A file's name: the screen's stem and what it covers, then the format, e.g. timesheet-review-2026-11-22.csv. */
export const exportFileName = (stem: string, format: ExportFormat): string => `${stem}.${format}`;
