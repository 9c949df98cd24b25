/** How a checkbox looks across the portal's forms. */
export const checkboxClass = 'size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700';
