import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Names the tab list, e.g. 'Monitor'. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select them;
 * only the selected tab is in the Tab order. The selection lives with the caller (the URL).
 */
export const Tabs = <Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) => {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  };

  return (
    <div className="ui-tabs">
      <div ref={list} role="tablist" aria-label={label} className="ui-tablist">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="ui-tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => {
                if (!active) onSelect(tab.id);
              }}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="ui-tabpanel">
        {children}
      </div>
    </div>
  );
};
