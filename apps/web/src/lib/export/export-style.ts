import { defineMessages, isRightToLeft } from '@portal/contract';
import { currentLocale, t } from '../i18n/intl.ts';
import { formattingLocale } from '../i18n/locale.ts';
import type { ExportStyle } from '@portal/export';

const messages = defineMessages({
  pageFooter: {
    id: 'export.pdf.page',
    defaultMessage: 'Page {page} of {count}',
    description: "The foot of each page of an exported PDF: the page's number and how many there are.",
  },
  aboutSheet: {
    id: 'export.xlsx.about-sheet',
    defaultMessage: 'About',
    description:
      'The name of the sheet of an exported workbook that says what the table is; at most 31 characters.',
  },
  titleLabel: {
    id: 'export.xlsx.title',
    defaultMessage: 'Title',
    description: "The label of the table's title on the About sheet of an exported workbook.",
  },
});

/** Fills in a page footer: what the ICU formatter leaves of a placeholder given its own name. */
const SLOT = { page: '{page}', count: '{count}' };

/** How the export writers word and lay out a table in the language shown now. */
export function exportStyle(): ExportStyle {
  const locale = currentLocale();
  return {
    locale: formattingLocale(locale),
    rtl: isRightToLeft(locale),
    pageFooter: t(messages.pageFooter, SLOT),
    aboutSheet: t(messages.aboutSheet),
    titleLabel: t(messages.titleLabel),
  };
}
