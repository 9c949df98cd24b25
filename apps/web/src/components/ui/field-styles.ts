/** The look of every text-like control, so inputs, selects and text areas match. */
export const controlClass = (error?: string) =>
  `w-full rounded-lg border bg-transparent px-4 text-sm text-gray-800 shadow-theme-xs placeholder:text-gray-500 focus:border-brand-300 focus:ring-3 focus:ring-brand-500/10 focus:outline-hidden disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 dark:bg-gray-900 dark:text-white/90 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800 ${
    error
      ? 'border-error-600 dark:border-error-400'
      : 'border-gray-300 dark:border-gray-700 dark:focus:border-brand-800'
  }`;

export const labelClass = 'mb-1.5 block text-sm font-medium text-gray-700 dark:text-gray-300';
export const errorClass = 'mt-1.5 text-xs text-error-600 dark:text-error-400';
