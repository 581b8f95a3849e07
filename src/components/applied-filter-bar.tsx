import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';

import { appliedFilterAtom, defaultFilter, filterRouteOf, useAppliedFilter } from '@/atoms/filter';
import {
  appliedAfterClear,
  clearFilterValue,
  type FilterValueKey,
  setFilterValues,
} from '@/atoms/filter-cascade';
import { userAtom } from '@/atoms/session';

import { FILTER_VALUE_TITLES, filterValueText } from './filter-labels';

interface AppliedFilterBarProps {
  /** The filter values this screen's call takes: shown as chips that can be cleared. */
  takes: readonly FilterValueKey[];
  /** What the filter narrows, for the muted line: 'this list' (the home says 'these figures'). */
  subject?: string;
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** 'Date range (01-02-2026 – 01-03-2026) and AMC License (3-Months) do not narrow this list.' */
export const notNarrowingText = (items: readonly string[], subject = 'this list'): string =>
  `${listFormat.format(items)} ${items.length === 1 ? 'does' : 'do'} not narrow ${subject}.`;

/**
 * What the applied global filter does to this screen's list: a chip per value the call takes, each
 * with a clear action, and Clear all; values the call cannot take are named in one muted line, so
 * a list is never narrowed (or not narrowed) without the user being able to see why. Clearing
 * applies the filter as the panel's clear and Apply would (src/atoms/filter-cascade.ts); the list
 * reloads because its query key holds the scope.
 */
export const AppliedFilterBar = ({ takes, subject }: AppliedFilterBarProps) => {
  const filter = useAppliedFilter();
  const setApplied = useSetAtom(appliedFilterAtom);
  const userType = useAtomValue(userAtom)?.user_type;
  const [path] = useLocation();
  const route = filterRouteOf(path);
  // What Reset gives here: dates equal to these are not "set".
  const defaults = useMemo(
    () => defaultFilter(userType === undefined ? null : { user_type: userType }, route),
    [userType, route],
  );
  const hostRef = useRef<HTMLDivElement>(null);
  // After a clear, focus goes to the chip that took the cleared one's place (or stays in the bar).
  const focusAfter = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfter.current === null) return;
    const buttons = hostRef.current?.querySelectorAll<HTMLButtonElement>('.ui-chip button') ?? [];
    const target = buttons[Math.min(focusAfter.current, buttons.length - 1)] ?? hostRef.current;
    focusAfter.current = null;
    target?.focus();
  });

  const set = setFilterValues(filter, defaults);
  const chips = set.filter((key) => takes.includes(key));
  const ignored = set.filter((key) => !takes.includes(key));

  const clear = (keys: readonly FilterValueKey[], focusIndex: number) => {
    const next = keys.reduce((current, key) => clearFilterValue(current, key, defaults), filter);
    focusAfter.current = focusIndex;
    setApplied(appliedAfterClear(next, defaults));
  };

  return (
    // A focus target that stays when the last chip goes, so focus is not lost to the page.
    <div ref={hostRef} tabIndex={-1} className="ui-filter-host">
      {set.length > 0 ? (
        <section className="ui-filter-bar" aria-label="Applied filter">
          {chips.length > 0 ? (
            <div className="ui-filter-chips">
              <span className="ui-filter-title">Filtered by</span>
              <ul className="ui-chips">
                {chips.map((key, index) => {
                  const text = `${FILTER_VALUE_TITLES[key]}: ${filterValueText(filter, key)}`;
                  return (
                    <li key={key} className="ui-chip">
                      <span>{text}</span>
                      <button
                        type="button"
                        className="ui-chip-clear"
                        aria-label={`Remove ${text}`}
                        onClick={() => clear([key], index)}
                      >
                        <i className="pi pi-times" aria-hidden="true" />
                      </button>
                    </li>
                  );
                })}
              </ul>
              <button type="button" className="ui-link-btn" onClick={() => clear(chips, -1)}>
                Clear all
              </button>
            </div>
          ) : null}
          {ignored.length > 0 ? (
            <p className="ui-filter-note">
              {notNarrowingText(
                ignored.map((key) => `${FILTER_VALUE_TITLES[key]} (${filterValueText(filter, key)})`),
                subject,
              )}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
};
