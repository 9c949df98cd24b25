/** A busy indicator announced to assistive technology under `label`, which it also shows as written. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex flex-col items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500 dark:border-gray-800 dark:border-t-brand-400"
      />
      <span className="text-sm text-gray-600 dark:text-gray-300">{label}</span>
    </div>
  );
}

/** A spinner in the middle of the whole window, for screens that have nothing else to show yet. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label={label} />
    </main>
  );
}
