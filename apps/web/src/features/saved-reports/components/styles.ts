/** A checkbox of the saved reports' forms and list. */
export const checkboxClass = 'size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700';
