import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useReducer, useState, startTransition } from 'react';
import { useLocation } from 'wouter';

import {
  AGE_BUCKETS,
  AMC_EXPIRY_VALUES,
  type AmcExpiry,
  assignedUserIdFor,
  appliedFilterAtom,
  defaultFilter,
  type FilterData,
  filterRouteOf,
  type Gender,
  GENDERS,
} from '@/atoms/filter';
import { userAtom } from '@/atoms/session';
import { setShowFilterAtom } from '@/atoms/ui';
import { AMC_LABELS, GENDER_LABELS } from '@/components/filter-labels';
import { showToast } from '@/lib/toast';

import { type Choice, ChoiceSection } from './choice-section';
import { ClinicSection } from './clinic-section';
import { CustomerSection } from './customer-section';
import { DateSection } from './date-section';
import { dateOrderError, type DateRange } from './date-rules';
import { draftReducer } from './filter-draft';
import { LocationSection } from './location-section';
import { sectionsFor } from './section-visibility';

import './filter-panel.css';

/** docs/requirements.md section 9: below this width the panel is a drawer, closed by Apply. */
export const MOBILE_BREAKPOINT_PX = 768;

const AGE_CHOICES: readonly Choice<(typeof AGE_BUCKETS)[number]>[] = AGE_BUCKETS.map((age) => ({
  value: age,
  label: age,
}));
const GENDER_CHOICES: readonly Choice<Gender>[] = GENDERS.map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));
const AMC_CHOICES: readonly Choice<AmcExpiry>[] = AMC_EXPIRY_VALUES.map((value) => ({
  value,
  label: AMC_LABELS[value],
}));

/**
 * The global filter (docs/requirements.md 2.6). It edits a draft of the applied filter; Apply validates the
 * dates, saves and applies it; Reset goes back to the defaults and forgets the saved filter.
 */
export const FilterPanel = ({ onClose }: { onClose: () => void }) => {
  const user = useAtomValue(userAtom);
  const [path] = useLocation();
  const route = filterRouteOf(path);
  const [applied, setApplied] = useAtom(appliedFilterAtom);
  // The shell's setter: stores hcd_showFilter and broadcasts the change (docs/requirements.md 2.4).
  const setShowFilter = useSetAtom(setShowFilterAtom);
  const userType = user?.user_type ?? null;
  const initial = useMemo(
    () => applied ?? defaultFilter(userType === null ? null : { user_type: userType }, route),
    [applied, userType, route],
  );
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [source, setSource] = useState<FilterData>(initial);
  const [dateError, setDateError] = useState<string | null>(null);
  // Bumped by Reset so that searches, scroll positions and open accordions start over too.
  const [generation, setGeneration] = useState(0);

  // A newly applied filter (here, by Reset or in another tab) or another route's defaults.
  if (source !== initial) {
    setSource(initial);
    dispatch({ type: 'replace', filter: initial });
  }

  const sections = sectionsFor(route, user);
  const assignedUserId = assignedUserIdFor(user, draft.customer);

  const changeDates = (range: DateRange) => {
    dispatch({ type: 'dates', range });
    if (dateError) setDateError(dateOrderError(range));
  };

  const apply = () => {
    const error = dateOrderError(draft);
    setDateError(error);
    if (error) {
      showToast({ severity: 'error', summary: 'Error', detail: error });
      return;
    }
    // A transition: every screen reading the filter re-renders in slices, not inside the click.
    startTransition(() => setApplied(draft));
    if (window.innerWidth < MOBILE_BREAKPOINT_PX) setShowFilter(false);
  };

  const reset = () => {
    setApplied(null);
    dispatch({ type: 'replace', filter: defaultFilter(user, route) });
    setDateError(null);
    setGeneration((count) => count + 1);
  };

  return (
    <aside className="filter-panel" aria-label="Filter">
      <header className="filter-panel__header">
        <h2>Filter</h2>
        <button type="button" className="filter-icon-button" aria-label="Close filter" onClick={onClose}>
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </header>
      <div className="filter-panel__body" key={generation}>
        <DateSection range={draft} error={dateError} onChange={changeDates} />
        {sections.customer ? (
          <CustomerSection
            selected={draft.customer}
            onSelect={(value) => dispatch({ type: 'scope', level: 'customer', value })}
          />
        ) : null}
        {sections.location ? (
          <LocationSection
            draft={draft}
            assignedUserId={assignedUserId}
            onChoose={(level, value) => dispatch({ type: 'scope', level, value })}
          />
        ) : null}
        {sections.clinics ? (
          <ClinicSection
            scope={draft}
            assignedUserId={assignedUserId}
            selected={draft.clinic}
            onSelect={(value) => dispatch({ type: 'clinic', value })}
          />
        ) : null}
        {sections.age ? (
          <ChoiceSection
            title="Age"
            choices={AGE_CHOICES}
            value={draft.age}
            onChange={(value) => dispatch({ type: 'age', value })}
          />
        ) : null}
        {sections.gender ? (
          <ChoiceSection
            title="Gender"
            choices={GENDER_CHOICES}
            value={draft.gender}
            onChange={(value) => dispatch({ type: 'gender', value })}
          />
        ) : null}
        {sections.amc ? (
          <ChoiceSection
            title="AMC License"
            choices={AMC_CHOICES}
            value={draft.amc_expired}
            onChange={(value) => dispatch({ type: 'amc', value })}
          />
        ) : null}
      </div>
      <footer className="filter-panel__footer">
        <button type="button" className="filter-button filter-button--secondary" onClick={reset}>
          Reset
        </button>
        <button type="button" className="filter-button filter-button--primary" onClick={apply}>
          Apply
        </button>
      </footer>
    </aside>
  );
};
