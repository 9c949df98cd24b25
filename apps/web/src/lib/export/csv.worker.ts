import { tableCsvBlob } from './csv.ts';
import { serveExport } from './export-worker.ts';

serveExport(tableCsvBlob);
