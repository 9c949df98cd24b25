import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { controlClass, labelClass } from './field-styles.ts';

export interface ComboboxOption {
  id: string;
  label: string;
}

/** The options whose label contains what was typed, ignoring case and the spaces around it. */
const matching = (options: readonly ComboboxOption[], typed: string) => {
  const query = typed.trim().toLowerCase();
  return options.filter((option) => option.label.toLowerCase().includes(query));
};

interface ComboboxProps {
  id: string;
  label: string;
  options: readonly ComboboxOption[];
  selectedId: string | null;
  onSelect: (option: ComboboxOption) => void;
  /** Said under the field when what was typed matches nothing. */
  noMatchText: string;
  placeholder?: string;
  disabled?: boolean;
  /**
   * Given while the options are still being read: resolves to them, so that Enter typed before
   * they came still takes the first match.
   */
  whenLoaded?: () => Promise<readonly ComboboxOption[]>;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field that filters a list of choices as one types (the ARIA combobox pattern): arrows move
 * through the matches, Enter takes one, Escape closes the list (a second Escape is left to what
 * holds the field). Leaving the field without taking a choice shows the chosen one again.
 */
export function Combobox({
  id,
  label,
  options,
  selectedId,
  onSelect,
  noMatchText,
  placeholder,
  disabled = false,
  whenLoaded,
  autoFocus = false,
  inputRef,
}: ComboboxProps) {
  const selected = options.find((option) => option.id === selectedId) ?? null;
  const [text, setText] = useState(selected?.label ?? '');
  // What leaving the field shows again: read when it is left, which may happen in the same event
  // as a choice, before the render that knows of it.
  const chosenLabel = useRef(selected?.label ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const matches = selected && text === selected.label ? options : matching(options, text);
  const activeIndex = Math.min(active, matches.length - 1);
  const isListShown = isOpen && matches.length > 0;

  useEffect(() => {
    if (isListShown) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: ComboboxOption) => {
    chosenLabel.current = option.label;
    setText(option.label);
    setIsOpen(false);
    onSelect(option);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) {
          setIsOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + matches.length) % Math.max(matches.length, 1));
        return;
      }
      case 'Enter': {
        const option = isListShown ? matches[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else if (whenLoaded) {
          event.preventDefault();
          const typed = text;
          void whenLoaded().then((loaded) => {
            const [first] = matching(loaded, typed);
            if (first) choose(first);
          });
        }
        return;
      }
      case 'Escape':
        if (!isOpen) return;
        event.preventDefault();
        event.stopPropagation();
        setIsOpen(false);
        return;
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-activedescendant={isListShown ? optionId(activeIndex) : undefined}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => {
          setIsOpen(false);
          setText(chosenLabel.current);
        }}
        onKeyDown={handleKeyDown}
        className={`h-11 ${controlClass()}`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isListShown}
        className="absolute z-50 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
      >
        {matches.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // The field keeps the focus, so that a press does not first leave it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer px-4 py-2 text-sm break-words ${
              index === activeIndex
                ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200'
                : 'text-gray-700 dark:text-gray-300'
            }`}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {isOpen && !whenLoaded && text.trim() !== '' && matches.length === 0 ? (
        <p role="status" className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
          {noMatchText}
        </p>
      ) : null}
    </div>
  );
}
