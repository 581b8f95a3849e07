import { type ReactNode, useId, useState } from 'react';

import type { FilterData, NamedRef } from '@/atoms/filter';
import type { ScopeLevel } from '@/atoms/filter-cascade';

import { type ListState, useLocationLists } from './list-queries';
import { ChosenValue } from './scope-parts';
import { SearchableList } from './searchable-list';

type LocationLevel = Exclude<ScopeLevel, 'customer'>;

/** docs/requirements.md 2.6: the four accordions, titled as the spec names them. */
const LEVELS: readonly { level: LocationLevel; title: string; listLabel: string }[] = [
  { level: 'country', title: 'Country', listLabel: 'Countries' },
  { level: 'state', title: 'State', listLabel: 'States' },
  { level: 'district', title: 'Districts', listLabel: 'Districts' },
  { level: 'location', title: 'Location', listLabel: 'Locations' },
];

interface AccordionProps {
  id: string;
  title: string;
  chosen: NamedRef | null;
  expanded: boolean;
  onToggle: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** WAI-ARIA accordion: a heading whose button shows or hides its region; the clear action beside it. */
const Accordion = ({ id, title, chosen, expanded, onToggle, onClear, children }: AccordionProps) => (
  <div className={`filter-accordion${expanded ? ' is-expanded' : ''}`}>
    <h4 className="filter-accordion__heading">
      <button
        type="button"
        id={`${id}-button`}
        className="filter-accordion__toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={onToggle}
      >
        <i className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
        <span>{title}</span>
      </button>
    </h4>
    <ChosenValue title={title} value={chosen} onClear={onClear} />
    <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!expanded}>
      {expanded ? children : null}
    </div>
  </div>
);

interface LocationSectionProps {
  draft: Pick<FilterData, 'country' | 'state' | 'district' | 'location'>;
  assignedUserId: number | null;
  onChoose: (level: LocationLevel, value: NamedRef | null) => void;
}

export const LocationSection = ({ draft, assignedUserId, onChoose }: LocationSectionProps) => {
  const id = useId();
  const lists: Record<LocationLevel, ListState> = useLocationLists(draft, assignedUserId, true);
  const [expanded, setExpanded] = useState<ReadonlySet<LocationLevel>>(() => new Set(['country']));
  const toggle = (level: LocationLevel) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(level)) next.add(level);
      return next;
    });
  // Choosing a level opens the next one: the cascade reads top to bottom.
  const choose = (level: LocationLevel, value: NamedRef) => {
    onChoose(level, value);
    const below = LEVELS[LEVELS.findIndex((entry) => entry.level === level) + 1];
    if (below) setExpanded((current) => new Set(current).add(below.level));
  };

  return (
    <section className="filter-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Location</h3>
      {LEVELS.map(({ level, title, listLabel }) => (
        <Accordion
          key={level}
          id={`${id}-${level}`}
          title={title}
          chosen={draft[level]}
          expanded={expanded.has(level)}
          onToggle={() => toggle(level)}
          onClear={() => onChoose(level, null)}
        >
          <SearchableList
            label={listLabel}
            items={lists[level].items}
            loading={lists[level].loading}
            selectedId={draft[level]?.id ?? null}
            onSelect={(value) => choose(level, value)}
          />
        </Accordion>
      ))}
    </section>
  );
};
