import { useAtom } from 'jotai';
import { type ReactNode, useEffect, useId, useRef } from 'react';

import { type HeaderPanel, headerPanelAtom } from '@/atoms/ui';

interface HeaderDropdownProps {
  panel: Exclude<HeaderPanel, null>;
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A disclosure (button + panel) for the header's bell and profile: Enter/Space open it, Tab walks
 * its contents, Escape closes it and returns the focus, a click or focus outside closes it.
 */
export const HeaderDropdown = ({ panel, label, button, children, className }: HeaderDropdownProps) => {
  const [openPanel, setOpenPanel] = useAtom(headerPanelAtom);
  const open = openPanel === panel;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenPanel(null);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, setOpenPanel]);

  return (
    <div
      ref={root}
      className={`header-dropdown ${className ?? ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenPanel(null);
          trigger.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpenPanel(null);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="header-icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenPanel(open ? null : panel)}
      >
        {button}
      </button>
      <div id={id} className="header-dropdown-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
};
