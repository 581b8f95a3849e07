/** Anything listed by name and id: places, customers, clinics. */
export interface NamedItem {
  id: number;
  name: string;
}

/**
 * docs/requirements.md 2.6 and 5: case-insensitive substring on name or id; an empty value keeps everything.
 * One rule for every list searched in the browser (the filter panel's lists, the master-data lists).
 */
export const matchesSearch = (item: NamedItem, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return item.name.toLowerCase().includes(needle) || String(item.id).includes(needle);
};

export const filterBySearch = <Item extends NamedItem>(
  items: readonly Item[],
  search: string,
): readonly Item[] => (search.trim() === '' ? items : items.filter((item) => matchesSearch(item, search)));
