import { serveExport } from './export-worker.ts';
import { tableXlsx } from './xlsx.ts';

serveExport(tableXlsx);
