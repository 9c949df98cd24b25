import { useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Shows `text` above its control while the pointer rests on either or the control has keyboard
 * focus, and hides it on Escape (WCAG 1.4.13). The control lists `id` in its aria-describedby, so
 * that screen readers hear the text as well. Without text there is no tip, and the control stays
 * mounted, focus included, as the text comes and goes.
 */
export function Tooltip({
  id,
  text,
  className = '',
  children,
}: {
  id: string;
  text: string | null;
  /** Of the wrapper, e.g. to let it stretch with the control. */
  className?: string;
  children: ReactNode;
}) {
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const isShown = text !== null && (isHovered || isFocused) && !isDismissed;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isShown) return;
    // The first Escape only hides the tip; it does not also close the dialog around it.
    event.preventDefault();
    event.stopPropagation();
    setIsDismissed(true);
  };

  // A new hover or focus shows a dismissed tip again.
  const show = (set: (value: boolean) => void) => () => {
    set(true);
    setIsDismissed(false);
  };

  return (
    <span
      className={`relative inline-flex ${className}`}
      onPointerEnter={show(setIsHovered)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={show(setIsFocused)}
      onBlur={() => setIsFocused(false)}
      onKeyDown={handleKeyDown}
    >
      {children}
      {text !== null ? (
        // Padding, not margin, bridges the gap, so that the pointer can move onto the tip.
        <span
          id={id}
          role="tooltip"
          className={`absolute end-0 bottom-full z-20 pb-2 ${isShown ? 'block' : 'hidden'}`}
        >
          <span className="block w-max max-w-64 rounded-lg bg-gray-900 px-3 py-2 text-start text-xs font-medium text-white shadow-theme-lg dark:bg-gray-700">
            {text}
          </span>
        </span>
      ) : null}
    </span>
  );
}
