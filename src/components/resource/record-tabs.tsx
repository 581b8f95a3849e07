import { useLocation, useSearch } from 'wouter';

import { Tabs } from '../tabs';
import type { RelatedList } from './record-definition';

/** The address's `tab`: which related list a record's page shows. */
const TAB_PARAM = 'tab';

/**
 * A record's related lists as tabs (docs/ui-kit.md, Tabs): the one shown is in the URL (`?tab=`, the
 * first when absent or unknown), so a reload or a shared link opens it; choosing one replaces the
 * history entry, and Back still leaves the record.
 */
export const RecordTabs = <Rec,>({
  label,
  lists,
  record,
}: {
  /** Names the tab list: 'Related to India'. */
  label: string;
  lists: readonly RelatedList<Rec>[];
  record: Rec;
}) => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get(TAB_PARAM);
  const shown = lists.find((list) => list.id === asked) ?? lists[0];
  if (!shown) return null;
  const select = (id: string) => {
    const next = new URLSearchParams(search);
    next.set(TAB_PARAM, id);
    navigate(`~${window.location.pathname}?${next.toString()}`, { replace: true });
  };
  const { Panel } = shown;
  return (
    <Tabs label={label} tabs={lists} selected={shown.id} onSelect={select}>
      <Panel key={shown.id} record={record} />
    </Tabs>
  );
};
