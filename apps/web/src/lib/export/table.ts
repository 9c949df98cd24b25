/** How a column is written: text as it is, or hours as numbers with two decimals. */
export type ExportColumnKind = 'text' | 'hours';

export interface ExportColumn {
  header: string;
  kind: ExportColumnKind;
}

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

/** What the export buttons say. */
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
};

/** Calls the writers make as they go: `done` of `total` rows written. */
export type ExportProgress = (done: number, total: number) => void;

/** A file's name: the screen's stem and what it covers, then the format, e.g. timesheet-review-2026-11-22.csv. */
export const exportFileName = (stem: string, format: ExportFormat): string => `${stem}.${format}`;

/** Hours as every export writes them, with two decimals: '12.50'. */
export const formatExportHours = (hours: number): string => hours.toFixed(2);
