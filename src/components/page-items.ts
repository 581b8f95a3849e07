/** A page number or a gap ('…') in a pagination bar. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * First page, last page, the current page and one neighbour each side; gaps become ellipses.
 * A gap of exactly one page shows that page instead, so an ellipsis always hides two or more.
 */
export const pageItems = (current: number, pageCount: number): PageItem[] => {
  if (pageCount <= 0) return [];
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ type: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
};

export const pageCountOf = (total: number, rows: number): number => Math.max(1, Math.ceil(total / rows));
