import { downloadBlob } from './download.ts';
import { exportStyle } from './export-style.ts';
import type { ExportReply, ExportRequest } from './export-worker.ts';
import { exportFileName, type ExportFormat, type ExportProgress, type ExportTable } from '@portal/export';

/** Each format has a worker of its own, so that writing a CSV file never loads the PDF writer. */
function startWorker(format: ExportFormat): Worker {
  switch (format) {
    case 'csv':
      return new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
    case 'xlsx':
      return new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    case 'pdf':
      return new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' });
  }
}

export interface RunExportOptions {
  onProgress?: ExportProgress;
  /** Stops the export; nothing is downloaded then. */
  signal?: AbortSignal;
}

/**
 * Writes `table` as `format` in a worker, so that the page stays responsive however long the table,
 * worded and laid out for the language shown now, and downloads it as `<stem>.<format>`. Answers
 * whether the file was downloaded (false when stopped); throws when the writer failed.
 */
export function runExport(
  table: ExportTable,
  format: ExportFormat,
  stem: string,
  { onProgress, signal }: RunExportOptions = {},
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const worker = startWorker(format);
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', handleAbort);
    };
    const handleAbort = () => {
      stop();
      resolve(false);
    };
    signal?.addEventListener('abort', handleAbort);
    worker.onmessage = ({ data }: MessageEvent<ExportReply>) => {
      if (data.type === 'progress') {
        onProgress?.(data.done, data.total);
        return;
      }
      stop();
      if (data.type === 'failed') {
        reject(new Error(data.message));
        return;
      }
      downloadBlob(data.blob, exportFileName(stem, format));
      resolve(true);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      reject(new Error(event.message || 'The export worker did not start'));
    };
    worker.postMessage({ table, style: exportStyle() } satisfies ExportRequest);
  });
}
