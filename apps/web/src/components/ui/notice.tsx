/** A list's or report's place taken by a message: nothing to show yet, or what went wrong. */
export function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center dark:border-gray-700">
      <p className="font-medium text-gray-800 dark:text-white/90">{title}</p>
      {text ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p> : null}
    </div>
  );
}
