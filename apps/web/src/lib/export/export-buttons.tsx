import { defineMessages } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../i18n/intl.ts';
import { runExport } from './run-export.ts';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat, type ExportTable } from '@portal/export';

const messages = defineMessages({
  failed: { id: 'export.failed', defaultMessage: 'The export failed' },
  group: { id: 'export.buttons.label', defaultMessage: 'Export' },
  exportAs: {
    id: 'export.buttons.export-as',
    defaultMessage: 'Export as {format}',
    description: 'The accessible name of an export button; format is CSV, Excel or PDF.',
  },
  exporting: { id: 'export.progress.status', defaultMessage: 'Exporting {format}…' },
  progress: { id: 'export.progress.label', defaultMessage: '{format} export' },
  cancel: { id: 'export.progress.cancel', defaultMessage: 'Cancel' },
});

interface Progress {
  format: ExportFormat;
  done: number;
  total: number;
}

/**
 * The CSV, Excel and PDF buttons of a screen's table. The table is made when a button is pressed,
 * from what the screen shows then, and written in a worker while a progress bar shows how far it
 * got; Cancel stops it.
 */
export function ExportButtons({
  stem,
  makeTable,
  disabled = false,
}: {
  /** The file's name before the format: 'timesheet-review-2026-11-22'. */
  stem: string;
  makeTable: () => ExportTable;
  disabled?: boolean;
}) {
  const labelId = useId();
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const exporting = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const table = makeTable();
      controller.current = new AbortController();
      setProgress({ format, done: 0, total: table.rows.length });
      try {
        await runExport(table, format, stem, {
          signal: controller.current.signal,
          onProgress: (done, total) => setProgress({ format, done, total }),
        });
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    meta: { threw: messages.failed },
  });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <span id={labelId} className="text-sm font-medium text-gray-700 dark:text-gray-300">
          {t(messages.group)}
        </span>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outline"
            className="px-3 py-2"
            disabled={disabled || exporting.isPending}
            aria-label={t(messages.exportAs, { format: EXPORT_FORMAT_LABELS[format] })}
            onClick={() => exporting.mutate(format)}
          >
            {EXPORT_FORMAT_LABELS[format]}
          </Button>
        ))}
      </div>
      {progress ? (
        <div className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <span role="status">
            {t(messages.exporting, { format: EXPORT_FORMAT_LABELS[progress.format] })}
          </span>
          <progress
            aria-label={t(messages.progress, { format: EXPORT_FORMAT_LABELS[progress.format] })}
            max={Math.max(progress.total, 1)}
            // Once every row is in, the file is put together: how long that takes cannot be told.
            value={progress.done < progress.total ? progress.done : undefined}
            className="h-2 w-32 accent-brand-500"
          />
          <Button variant="outline" className="px-3 py-1.5" onClick={() => controller.current?.abort()}>
            {t(messages.cancel)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
