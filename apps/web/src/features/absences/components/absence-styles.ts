/** The look the Absences screen's tables and sections share. */
export const card = 'rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3';
export const sectionHeading = 'text-lg font-semibold text-gray-800 dark:text-white/90';
export const headCell = 'px-4 py-3 text-sm font-medium text-gray-600 dark:text-gray-400';
export const cell = 'px-4 py-3 text-sm text-gray-800 dark:text-white/90';
export const rowLine = 'border-t border-gray-100 dark:border-gray-800';
export const smallButton =
  'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const actionButton = `${smallButton} bg-white text-gray-700 ring-gray-300 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-white/5`;
export const approveButton = `${smallButton} bg-brand-500 text-white ring-brand-500 hover:bg-brand-600`;
