import { useMemo } from 'react';

import { LIST_QUERY } from '../list-rows';
import type { CatalogueCalls } from './catalogue';
import type { OptionsState } from './fields';

/** At most this many records a reference offers: the contract's largest page. */
export const REFERENCE_LIMIT = 100;

/**
 * The options of a reference to another catalogue: its active records (the first 100 by its own
 * order), named as that catalogue names them. Inactive records are not offered; a record's current
 * reference to one stays shown by the control.
 */
export const referenceOptions =
  <Rec extends { id: number }>(
    useFilter: CatalogueCalls<Rec, unknown>['useFilter'],
    nameOf: (record: Rec) => string,
  ) =>
  (): OptionsState => {
    const query = useFilter(
      { page: 1, limit: REFERENCE_LIMIT, searchValue: null, status: true },
      { query: LIST_QUERY },
    );
    const records = query.data?.records;
    const options = useMemo(
      () => (records ?? []).map((record) => ({ id: record.id, name: nameOf(record) })),
      [records],
    );
    return { options, loading: query.isLoading, failed: query.isError, retry: () => void query.refetch() };
  };
