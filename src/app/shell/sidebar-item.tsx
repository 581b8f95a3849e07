import { useId, useState } from 'react';
import { Link } from 'wouter';

import { flattenMenu, isSelected, type MenuEntry } from '@/features/shell';
import { absolute } from '@/lib/app-paths';

interface ItemProps {
  entry: MenuEntry;
  path: string;
  /** The most specific entry's page holding `path` (activeMenuPath): what "active" follows. */
  activePath: string;
  busy: boolean;
  level: number;
  onNavigate: () => void;
  /** The user means to open this path (pointer down, or a click by key): data on intent. */
  onIntent: (path: string) => void;
}

/** A number (the menu's unread counts) is read out as "3 unread"; a word badge ('New') as it is. */
const Badge = ({ value }: { value: MenuEntry['badge'] }) => {
  if (value === undefined) return null;
  if (typeof value === 'string') return <span className="sidebar-badge">{value}</span>;
  return (
    <span className="sidebar-badge">
      <span aria-hidden="true">{value > 99 ? '99+' : value}</span>
      <span className="visually-hidden">{value} unread</span>
    </span>
  );
};

const Icon = ({ entry }: { entry: MenuEntry }) =>
  entry.icon ? <span className={`sidebar-icon ${entry.icon}`} aria-hidden="true" /> : null;

/** A link; while the user is Busy it stays visible and focusable but goes nowhere (docs/requirements.md 2.5). */
const SidebarLink = ({ entry, path, activePath, busy, onNavigate, onIntent }: Omit<ItemProps, 'level'>) => {
  const selected = isSelected(entry, path);
  const className = `sidebar-link${isSelected(entry, activePath) ? ' is-active' : ''}${selected ? ' is-selected' : ''}`;
  if (busy) {
    return (
      <a role="link" aria-disabled="true" tabIndex={0} className={`${className} is-disabled`}>
        <Icon entry={entry} />
        <span className="sidebar-title">{entry.title}</span>
        <Badge value={entry.badge} />
      </a>
    );
  }
  const to = entry.path ?? '/dashboard/static';
  return (
    <Link
      href={absolute(to)}
      className={className}
      aria-current={selected ? 'page' : undefined}
      onPointerDown={(event) => {
        if (event.button === 0) onIntent(to);
      }}
      onClick={() => {
        onIntent(to);
        onNavigate();
      }}
    >
      <Icon entry={entry} />
      <span className="sidebar-title">{entry.title}</span>
      <Badge value={entry.badge} />
    </Link>
  );
};

/** A group (menu or sub): expanded while the current path is inside it, toggled by its button. */
const SidebarGroup = ({ entry, path, activePath, busy, level, onNavigate, onIntent }: ItemProps) => {
  const active = flattenMenu([entry]).some((leaf) => isSelected(leaf, activePath));
  const [open, setOpen] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  // Moving into the group (a link, the address bar) expands it; the user may still collapse it.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={`sidebar-link sidebar-group${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon entry={entry} />
        <span className="sidebar-title">{entry.title}</span>
        <Badge value={entry.badge} />
        <span className={`sidebar-chevron pi pi-angle-down${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      <ul id={listId} className={`sidebar-list sidebar-level-${level + 1}`} hidden={!open}>
        {(entry.children ?? []).map((child) => (
          <SidebarItem
            key={`${child.title}-${child.path ?? ''}`}
            entry={child}
            path={path}
            activePath={activePath}
            busy={busy}
            level={level + 1}
            onNavigate={onNavigate}
            onIntent={onIntent}
          />
        ))}
      </ul>
    </>
  );
};

export const SidebarItem = (props: ItemProps) => (
  <li className="sidebar-item">
    {props.entry.children ? <SidebarGroup {...props} /> : <SidebarLink {...props} />}
  </li>
);
