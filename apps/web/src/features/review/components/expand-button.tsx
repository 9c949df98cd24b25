import { defineMessages } from '@portal/contract';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../lib/i18n/intl.ts';

const messages = defineMessages({
  collapse: { id: 'review.row.collapse', defaultMessage: 'Collapse {name}' },
  expand: { id: 'review.row.expand', defaultMessage: 'Expand {name}' },
});

/**
 * The toggle of a collapsible grid row, named 'Expand …' or 'Collapse …' after what it opens. It
 * heads its row (`data-row-head`): the element a grid's roving focus moves to.
 */
export function ExpandButton({
  isOpen,
  name,
  label,
  tabIndex,
  className = '-my-0.5 -ms-1 px-1 py-0.5',
  onToggle,
}: {
  isOpen: boolean;
  /** What the row shows. */
  name: string;
  /** What the row is, for screen readers, when `name` alone is ambiguous. */
  label?: string;
  /** -1 takes it out of the tab order, for a grid that has one tab stop. */
  tabIndex?: number;
  /** Its size and spacing where it sits; a grid's row heading by default. */
  className?: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-label={t(isOpen ? messages.collapse : messages.expand, { name: label ?? name })}
      tabIndex={tabIndex}
      data-row-head
      onClick={onToggle}
      className={`flex items-center gap-1.5 rounded-md text-start hover:bg-gray-100 dark:hover:bg-white/5 ${className}`}
    >
      {/* Closed, the chevron points the way the row's name reads: right, or left in right to left. */}
      <ChevronDownIcon
        className={`size-4 shrink-0 transition-transform ${isOpen ? '' : '-rotate-90 rtl:rotate-90'}`}
      />
      <span>{name}</span>
    </button>
  );
}
