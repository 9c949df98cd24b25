import { serveExport } from './export-worker.ts';
import { tablePdf } from './pdf.ts';

serveExport(tablePdf);
