import type { AgeBucket, AmcExpiry, FilterData, Gender, NamedRef } from '@/atoms/filter';
import { type ScopeLevel, withScope } from '@/atoms/filter-cascade';

import type { DateRange } from './date-rules';

export type DraftAction =
  | { type: 'dates'; range: DateRange }
  | { type: 'scope'; level: ScopeLevel; value: NamedRef | null }
  | { type: 'clinic'; value: NamedRef | null }
  | { type: 'age'; value: AgeBucket | null }
  | { type: 'gender'; value: Gender | null }
  | { type: 'amc'; value: AmcExpiry | null }
  | { type: 'replace'; filter: FilterData };

export const draftReducer = (draft: FilterData, action: DraftAction): FilterData => {
  switch (action.type) {
    case 'dates':
      return { ...draft, ...action.range };
    case 'scope':
      // The one cascade rule, shared with the applied-filter chips (src/atoms/filter-cascade.ts).
      return withScope(draft, action.level, action.value);
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
