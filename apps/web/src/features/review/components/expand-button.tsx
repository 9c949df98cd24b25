import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

/**
 * The toggle of a collapsible grid row, named 'Expand …' or 'Collapse …' after what it opens. It
 * heads its row (`data-row-head`): the element a grid's roving focus moves to.
 */
export function ExpandButton({
  isOpen,
  name,
  label,
  tabIndex,
  onToggle,
}: {
  isOpen: boolean;
  /** What the row shows. */
  name: string;
  /** What the row is, for screen readers, when `name` alone is ambiguous. */
  label?: string;
  /** -1 takes it out of the tab order, for a grid that has one tab stop. */
  tabIndex?: number;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${label ?? name}`}
      tabIndex={tabIndex}
      data-row-head
      onClick={onToggle}
      className="-my-0.5 -ml-1 flex items-center gap-1.5 rounded-md px-1 py-0.5 text-start hover:bg-gray-100 dark:hover:bg-white/5"
    >
      <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${isOpen ? '' : '-rotate-90'}`} />
      <span>{name}</span>
    </button>
  );
}
