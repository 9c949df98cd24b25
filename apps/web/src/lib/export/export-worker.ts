import type { ExportProgress, ExportStyle, ExportTable } from '@portal/export';

/** What the page asks of an export worker: a table, and how to word and lay it out. */
export interface ExportRequest {
  table: ExportTable;
  style: ExportStyle;
}

/** What an export worker answers: progress as it goes, then the file or why it failed. */
export type ExportReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'file'; blob: Blob }
  | { type: 'failed'; message: string };

/** The part of a dedicated worker's global scope an export worker uses; the app's types are the page's. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
  postMessage: (reply: ExportReply) => void;
}

/** Makes this worker write each table it is sent with `write`, telling the page how far it got. */
export function serveExport(
  write: (table: ExportTable, onProgress: ExportProgress, style: ExportStyle) => Blob | Promise<Blob>,
) {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = async ({ data }) => {
    try {
      const blob = await write(
        data.table,
        (done, total) => scope.postMessage({ type: 'progress', done, total }),
        data.style,
      );
      scope.postMessage({ type: 'file', blob });
    } catch (error) {
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
