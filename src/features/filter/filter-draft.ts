import type { AgeBucket, AmcExpiry, FilterData, Gender, NamedRef } from '@/atoms/filter';

import type { DateRange } from './date-rules';

/** The levels whose choice scopes what the levels below (and the clinic list) offer. */
export type ScopeLevel = 'customer' | 'country' | 'state' | 'district' | 'location';

export type DraftAction =
  | { type: 'dates'; range: DateRange }
  | { type: 'scope'; level: ScopeLevel; value: NamedRef | null }
  | { type: 'clinic'; value: NamedRef | null }
  | { type: 'age'; value: AgeBucket | null }
  | { type: 'gender'; value: Gender | null }
  | { type: 'amc'; value: AmcExpiry | null }
  | { type: 'replace'; filter: FilterData };

/** Everything a choice at each level invalidates (SPEC.md section 4, cascading location). */
type ScopedKey = 'country' | 'state' | 'district' | 'location' | 'clinic';

const CLEARED_BY: Readonly<Record<ScopeLevel, readonly ScopedKey[]>> = {
  customer: ['country', 'state', 'district', 'location', 'clinic'],
  country: ['state', 'district', 'location', 'clinic'],
  state: ['district', 'location', 'clinic'],
  district: ['location', 'clinic'],
  location: ['clinic'],
};

const sameRef = (a: NamedRef | null, b: NamedRef | null): boolean => (a?.id ?? null) === (b?.id ?? null);

const setScope = (draft: FilterData, level: ScopeLevel, value: NamedRef | null): FilterData => {
  if (sameRef(draft[level], value)) return draft;
  const next: FilterData = { ...draft, [level]: value };
  for (const key of CLEARED_BY[level]) next[key] = null;
  return next;
};

export const draftReducer = (draft: FilterData, action: DraftAction): FilterData => {
  switch (action.type) {
    case 'dates':
      return { ...draft, ...action.range };
    case 'scope':
      return setScope(draft, action.level, action.value);
    case 'clinic':
      return { ...draft, clinic: action.value };
    case 'age':
      return { ...draft, age: action.value };
    case 'gender':
      return { ...draft, gender: action.value };
    case 'amc':
      return { ...draft, amc_expired: action.value };
    case 'replace':
      return action.filter;
  }
};
