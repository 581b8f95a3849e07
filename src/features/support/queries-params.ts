import { listCodec, type ListParams } from '@/components/resource/list-params';
import { parseId } from '@/lib/ids';

import {
  CATEGORIES,
  PRIORITIES,
  type QueryCategory,
  type QueryPriority,
  type QueryStatus,
  type QueryView,
  STATUSES,
  VIEWS,
} from './support-words';

/**
 * Support Queries' own URL state (docs/support.md, "Screens"): the view (`view=breaching`, none for
 * All) and every filter (`status`, `priority`, `category`, `assignee`, `customer`, `clinic`), beside
 * search, page and rows.
 */
export interface QueryFilterParams {
  view: QueryView;
  state: QueryStatus | null;
  priority: QueryPriority | null;
  category: QueryCategory | null;
  assignee: number | null;
  customer: number | null;
  clinic: number | null;
}

export type QueryParams = ListParams & QueryFilterParams;

/** Every filter cleared (the view stays). */
export const CLEARED: Omit<QueryFilterParams, 'view'> = {
  state: null,
  priority: null,
  category: null,
  assignee: null,
  customer: null,
  clinic: null,
};

const oneOf = <T extends string>(choices: readonly T[], raw: string | null): T | null =>
  choices.find((choice) => choice === raw) ?? null;

/** Built once: the list hooks compare codecs by identity. */
export const queryCodec = listCodec<QueryFilterParams>({
  status: false,
  extra: {
    parse: (query) => ({
      view: oneOf(VIEWS, query.get('view')) ?? 'all',
      state: oneOf(STATUSES, query.get('status')),
      priority: oneOf(PRIORITIES, query.get('priority')),
      category: oneOf(CATEGORIES, query.get('category')),
      assignee: parseId(query.get('assignee')),
      customer: parseId(query.get('customer')),
      clinic: parseId(query.get('clinic')),
    }),
    write: (query, extra) => {
      if (extra.view !== 'all') query.set('view', extra.view);
      if (extra.state) query.set('status', extra.state);
      if (extra.priority) query.set('priority', extra.priority);
      if (extra.category) query.set('category', extra.category);
      if (extra.assignee !== null) query.set('assignee', String(extra.assignee));
      if (extra.customer !== null) query.set('customer', String(extra.customer));
      if (extra.clinic !== null) query.set('clinic', String(extra.clinic));
    },
  },
});

/** The call's body for these filters (the list, its view counts and the CSV export send the same). */
export const queryFilterBody = (params: QueryFilterParams & Pick<ListParams, 'search'>) => ({
  searchValue: params.search === '' ? null : params.search,
  view: params.view,
  status: params.state,
  priority: params.priority,
  category: params.category,
  assignee_id: params.assignee,
  customer_id: params.customer,
  clinic_id: params.clinic,
});
