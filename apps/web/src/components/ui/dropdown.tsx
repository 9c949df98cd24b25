import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Class of the buttons that open dropdowns; a press on one does not count as a press outside. */
export const DROPDOWN_TOGGLE_CLASS = 'dropdown-toggle';

interface DropdownProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where keyboard focus goes back to when Escape closes the panel. */
  returnFocusTo: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A panel that closes on a mouse press outside it or on Escape. Presses on a toggle button are left
 * to that button, which would otherwise close the panel here and reopen it on its own click.
 */
export function Dropdown({ id, isOpen, onClose, returnFocusTo, className = '', children }: DropdownProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const handleMouseDown = (event: MouseEvent) => {
      const target = event.target as Element;
      if (panel.current?.contains(target) || target.closest(`.${DROPDOWN_TOGGLE_CLASS}`)) return;
      onClose();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      returnFocusTo.current?.focus();
    };
    document.addEventListener('mousedown', handleMouseDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('mousedown', handleMouseDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen, onClose, returnFocusTo]);

  if (!isOpen) return null;
  return (
    <div
      id={id}
      ref={panel}
      className={`absolute end-0 z-40 mt-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900 ${className}`}
    >
      {children}
    </div>
  );
}

interface DropdownButtonProps {
  /** The panel's id, which the button names as what it controls. */
  id: string;
  /** The button's look; the class that keeps its presses its own is added here. */
  toggleClassName: string;
  /** What the button shows; a function is given whether the panel is open. */
  toggleContent: ReactNode | ((isOpen: boolean) => ReactNode);
  /** The button, for a caller that moves the keyboard to it; one is made here otherwise. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
  /** Width and other classes of the panel. */
  className?: string;
  disabled?: boolean;
  /** The panel's content; a function is given what closes the panel, for items that lead away. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A button that opens and closes a Dropdown panel below it. The button says whether the panel is
 * open and which one it controls, and gets the keyboard back when Escape closes the panel.
 */
export function DropdownButton({
  id,
  toggleClassName,
  toggleContent,
  toggleRef,
  className,
  disabled = false,
  children,
}: DropdownButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const ownToggle = useRef<HTMLButtonElement>(null);
  const toggle = toggleRef ?? ownToggle;
  const close = useCallback(() => setIsOpen(false), []);

  return (
    <div className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setIsOpen((open) => !open)}
        className={`${DROPDOWN_TOGGLE_CLASS} ${toggleClassName}`}
      >
        {typeof toggleContent === 'function' ? toggleContent(isOpen) : toggleContent}
      </button>
      <Dropdown id={id} isOpen={isOpen} onClose={close} returnFocusTo={toggle} className={className}>
        {typeof children === 'function' ? children(close) : children}
      </Dropdown>
    </div>
  );
}
