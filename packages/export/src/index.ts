// The PDF writer is a subpath of its own (`@portal/export/pdf`): it brings jsPDF, which the web app
// loads only in its PDF worker.
export * from './table.ts';
export * from './csv.ts';
export * from './pdf-text.ts';
export * from './report.ts';
