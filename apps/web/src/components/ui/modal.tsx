import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../lib/i18n/intl.ts';
import { Button } from './button.tsx';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Width class of the panel; forms use the default. */
  size?: 'md' | 'lg';
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes on Escape and makes the
 * page behind it inert, and the title names it for screen readers.
 */
export function Modal({ title, isOpen, onClose, children, size = 'md' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      // Start where the work is: the first field, not the close button.
      element
        .querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
        ?.focus();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A press on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === dialog.current) onClose();
      }}
      className={`m-auto w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 text-gray-800 shadow-theme-lg backdrop:bg-gray-900/50 dark:bg-gray-900 dark:text-gray-100 ${
        size === 'lg' ? 'max-w-2xl' : 'max-w-lg'
      }`}
    >
      {isOpen ? (
        <div className="p-6 sm:p-8">
          <div className="mb-6 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold text-gray-800 dark:text-white/90">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t({ id: 'common.button.close', defaultMessage: 'Close' })}
              className="rounded-full p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-700 dark:text-gray-400 dark:hover:bg-white/5"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** The Cancel / confirm row at the bottom of a modal form. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** The Cancel and submit buttons of a modal form; the submit waits while `isSubmitting`. */
export function ModalFormActions({
  onCancel,
  submitLabel,
  isSubmitting,
}: {
  onCancel: () => void;
  submitLabel: string;
  isSubmitting: boolean;
}) {
  return (
    <ModalActions>
      <Button variant="outline" onClick={onCancel}>
        {t({ id: 'common.button.cancel', defaultMessage: 'Cancel' })}
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </ModalActions>
  );
}
