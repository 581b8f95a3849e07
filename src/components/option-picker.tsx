import { type KeyboardEvent, type UIEvent, useEffect, useId, useRef, useState } from 'react';

import { errorIdOf, labelIdOf } from './field';

export interface PickerOption {
  id: number;
  name: string;
}

export interface OptionPickerProps {
  /** The combobox's id; a Field with the same id labels it. */
  id: string;
  value: PickerOption | null;
  onChange: (option: PickerOption) => void;
  options: readonly PickerOption[];
  placeholder: string;
  emptyText: string;
  loading?: boolean;
  error?: boolean;
  /** More pages exist: scrolling near the end (or arrowing onto the last option) asks for them. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The Field's validation message, when there is one. */
  invalidText?: string | undefined;
}

/** Pixels from the bottom of the list at which the next page is requested. */
export const LOAD_MORE_THRESHOLD_PX = 24;

/**
 * A select-only combobox (WAI-ARIA APG pattern) whose list can grow page by page as it is
 * scrolled. Focus stays on the button; the active option is announced via aria-activedescendant.
 */
export const OptionPicker = (props: OptionPickerProps) => {
  const { id, value, onChange, options, placeholder, emptyText, loading, error, hasMore, onLoadMore } = props;
  const listId = useId();
  const popupRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const canLoad = Boolean(hasMore && !loading && !error && onLoadMore);

  const show = () => {
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.id === value?.id),
      ),
    );
    setOpen(true);
  };
  const choose = (option: PickerOption) => {
    onChange(option);
    setOpen(false);
  };
  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), options.length - 1);
    setActive(next);
    if (next === options.length - 1 && canLoad) onLoadMore?.();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // A first page too short to scroll would never ask for the second one.
  useEffect(() => {
    const popup = popupRef.current;
    if (open && canLoad && popup && popup.clientHeight > 0 && popup.scrollHeight <= popup.clientHeight) {
      onLoadMore?.();
    }
  }, [open, canLoad, options.length, onLoadMore]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (canLoad && scrollTop + clientHeight >= scrollHeight - LOAD_MORE_THRESHOLD_PX) onLoadMore?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const handled = handleKey(event.key);
    if (handled) event.preventDefault();
  };
  const handleKey = (key: string): boolean => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) show();
      return ['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key);
    }
    switch (key) {
      case 'ArrowDown':
        moveTo(active + 1);
        return true;
      case 'ArrowUp':
        moveTo(active - 1);
        return true;
      case 'Home':
        moveTo(0);
        return true;
      case 'End':
        moveTo(options.length - 1);
        return true;
      case 'Enter':
      case ' ': {
        const option = options[active];
        if (option) choose(option);
        return true;
      }
      case 'Escape':
        setOpen(false);
        return true;
      case 'Tab':
        setOpen(false);
        return false;
      default:
        return typeAhead(key);
    }
  };
  const typeAhead = (key: string): boolean => {
    if (key.length !== 1) return false;
    const index = options.findIndex((option) => option.name.toLowerCase().startsWith(key.toLowerCase()));
    if (index >= 0) setActive(index);
    return index >= 0;
  };

  const status = error
    ? 'Error loading data'
    : loading
      ? 'Loading...'
      : options.length === 0
        ? emptyText
        : null;
  return (
    <div className="ui-picker" ref={rootRef}>
      <button
        id={id}
        type="button"
        role="combobox"
        className="ui-input ui-picker-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        aria-invalid={props.invalidText ? true : undefined}
        aria-describedby={props.invalidText ? errorIdOf(id) : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        <span className={value ? undefined : 'ui-placeholder'}>{value?.name ?? placeholder}</span>
        <span className="ui-picker-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        // A scroll box must be focusable (axe scrollable-region-focusable). It is never a real Tab
        // stop: Tab closes the popup first. Focus stays on the combobox, so a press here keeps it.
        <div
          className="ui-picker-popup"
          ref={popupRef}
          tabIndex={0}
          onScroll={onScroll}
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul id={listId} role="listbox" aria-labelledby={labelIdOf(id)} className="ui-picker-list">
            {options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={option.id === value?.id}
                className={index === active ? 'ui-picker-option is-active' : 'ui-picker-option'}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.name}
              </li>
            ))}
          </ul>
          {status ? (
            <div role="status" className="ui-picker-status">
              {status}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
