/** The look the Working time screen's tables and panels share. */
export const card = 'rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3';
export const sectionHeading = 'text-lg font-semibold text-gray-800 dark:text-white/90';
export const headCell = 'px-4 py-3 text-sm font-medium text-gray-600 dark:text-gray-400';
export const cell = 'px-4 py-2.5 text-sm text-gray-800 dark:text-white/90';
export const numberCell = `${cell} text-end tabular-nums`;
export const rowLine = 'border-t border-gray-100 dark:border-gray-800';
export const totalsLine = 'border-t-2 border-gray-200 font-semibold dark:border-gray-700';
/** A balance below zero: red as well as its minus sign. */
export const balanceTone = (hours: number) =>
  Math.round(hours * 100) < 0 ? 'text-error-700 dark:text-error-400' : '';
