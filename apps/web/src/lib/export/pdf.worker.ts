import { serveExport } from './export-worker.ts';
import { needsEmbeddedFont, tablePdf } from '@portal/export/pdf';
import { loadPdfFonts } from './pdf-fonts.ts';

serveExport(async (table, onProgress, style) =>
  needsEmbeddedFont(table, style)
    ? tablePdf(table, onProgress, style, await loadPdfFonts())
    : tablePdf(table, onProgress, style),
);
