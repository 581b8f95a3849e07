import { useCallback, useMemo, useState, type ReactNode } from 'react';

import type { FilterValueKey } from '@/atoms/filter-cascade';

import { AdminOnly } from '../admin-only';
import { AppliedFilterBar } from '../applied-filter-bar';
import { useRememberListSearch } from '../form/list-return';
import { type UrlListState, useUrlListState } from '../list-state';
import type { ListCodec, ListParams } from './list-params';
import type { ListRows } from './list-rows';
import { isMissingCall, MissingCall } from './missing-call';
import { type ListView, ResourceList } from './resource-list';

/**
 * A list screen as one definition (docs/adding-a-screen.md): where its URL state lives, how it looks,
 * and the hook that maps the URL state (and the applied filter) to its call.
 */
export interface ListDefinition<Row, Params extends ListParams = ListParams> {
  title: string;
  /** The list's absolute path, where its URL state is written. */
  path: string;
  codec: ListCodec<Params>;
  view: ListView<Row>;
  /**
   * The request mapping and the call: a hook given the URL state and a way to change the page,
   * answering the rows (useServerRows or useLocalRows).
   */
  useRows: (params: Params, toPage: (page: number) => void) => ListRows<Row>;
  /**
   * The applied-filter values the call takes (shown as chips): a hook, since they depend on the
   * role; `useNoFilterKeys` when the call takes none.
   */
  useFilterKeys: () => readonly FilterValueKey[];
  /** Administrators only: anyone else reads the administrators' message, and no call is made. */
  adminOnly?: boolean;
  /** Remember the URL state, for the Back buttons of the screens the list leads to. */
  remember?: boolean;
  /**
   * Keep the search text out of the URL (patient data: docs/requirements.md 11.6, docs/patients.md): it
   * lives in the screen's state, so a link, the history or a log never holds it. Page and rows stay
   * in the URL.
   */
  privateSearch?: boolean;
}

interface ListScreenProps<Row, Params extends ListParams> {
  definition: ListDefinition<Row, Params>;
  /** Buttons beside the title (Add ...). */
  actions?: ReactNode;
  /** Above the title (breadcrumbs). */
  before?: ReactNode;
  /** Inside the card, above the list (a parent picker). */
  above?: ReactNode;
  /** The title when it depends on data ('States of India'); the definition's otherwise. */
  title?: string;
}

const NO_KEYS: readonly FilterValueKey[] = [];
/** For a call that takes no applied-filter value. */
export const useNoFilterKeys = (): readonly FilterValueKey[] => NO_KEYS;

/**
 * With `privateSearch`, the search text is the screen's state, never the URL's: a search typed in
 * the address is ignored and dropped from it by the next change.
 */
export const usePrivateSearch = <Params extends ListParams>(
  state: UrlListState<Params>,
  enabled: boolean,
): UrlListState<Params> => {
  const [search, setSearch] = useState('');
  const { params: urlParams, go: urlGo } = state;
  const params = useMemo(
    () => (enabled ? { ...urlParams, search } : urlParams),
    [enabled, urlParams, search],
  );
  const go = useCallback(
    (next: Partial<Params>, replace?: boolean) => {
      if (!enabled) {
        urlGo(next, replace);
        return;
      }
      if (next.search !== undefined) setSearch(next.search);
      urlGo({ ...next, search: '' }, replace);
    },
    [enabled, urlGo],
  );
  return enabled ? { params, go } : state;
};

const ListBody = <Row, Params extends ListParams>(props: ListScreenProps<Row, Params>) => {
  const { definition, actions, before, above } = props;
  const { params, go } = usePrivateSearch(
    useUrlListState(definition.path, definition.codec.parse, definition.codec.serialize),
    definition.privateSearch === true,
  );
  const toPage = useCallback((page: number) => go({ page } as Partial<Params>, true), [go]);
  const result = definition.useRows(params, toPage);
  const takes = definition.useFilterKeys();
  useRememberListSearch(definition.path, definition.remember === true);
  const title = props.title ?? definition.title;
  const titleId = `${definition.view.id}-title`;
  return (
    <section className="ui-screen" aria-labelledby={titleId}>
      {before}
      <header className="ui-header">
        <h1 id={titleId} className="ui-title">
          {title}
        </h1>
        {actions}
      </header>
      {takes.length > 0 ? <AppliedFilterBar takes={takes} /> : null}
      {result.error && isMissingCall(result.error) ? (
        <MissingCall error={result.error} />
      ) : (
        <div className="ui-card">
          {above}
          <ResourceList
            view={definition.view}
            result={result}
            params={params}
            go={(next) => go(next as Partial<Params>)}
          />
        </div>
      )}
    </section>
  );
};

/** A list screen from its definition: header, applied-filter chips, then the list in its card. */
export const ListScreen = <Row, Params extends ListParams>(props: ListScreenProps<Row, Params>) =>
  props.definition.adminOnly ? (
    <AdminOnly title={props.title ?? props.definition.title}>
      <ListBody {...props} />
    </AdminOnly>
  ) : (
    <ListBody {...props} />
  );
