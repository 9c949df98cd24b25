import { tableCsvBlob } from '@portal/export';
import { serveExport } from './export-worker.ts';

serveExport(tableCsvBlob);
