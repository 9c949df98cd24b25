import { Suspense, lazy, useState } from 'react';
import { t } from '../../../lib/i18n/intl.ts';
import { useOutboxCounts } from '../../../lib/outbox/outbox.ts';
import { OUTBOX_MESSAGES } from '../messages.ts';

// The list reads the outbox itself, which loads only when someone opens it.
const NotSavedDialog = lazy(async () => ({
  default: (await import('./not-saved-dialog.tsx')).NotSavedDialog,
}));

/**
 * In a corner of every signed-in screen while changes made offline wait: how many are still to be
 * sent, and the 'Not saved' list of those the server refused, to fix or discard. Nothing shows
 * when the outbox is empty.
 */
export function OutboxStatus() {
  const { pending, refused } = useOutboxCounts();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (pending === 0 && refused === 0 && !isOpen) return null;

  return (
    <>
      <div className="pointer-events-none fixed bottom-4 end-4 z-40 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2">
        {pending > 0 ? (
          <p
            role="status"
            className="pointer-events-auto rounded-lg border border-gray-200 bg-white px-4 py-2 text-sm text-gray-700 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300"
          >
            {t(OUTBOX_MESSAGES.waiting, { count: pending })}
          </p>
        ) : null}
        {refused > 0 ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setIsOpen(true)}
            className="pointer-events-auto min-h-11 rounded-lg bg-error-600 px-4 py-2 text-sm font-medium text-white shadow-theme-lg hover:bg-error-700"
          >
            {t(OUTBOX_MESSAGES.notSavedCount, { count: refused })}
          </button>
        ) : null}
      </div>
      {/* Outside the corner, which lets presses through to the screen beneath. */}
      {wasOpened ? (
        <Suspense fallback={null}>
          <NotSavedDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
