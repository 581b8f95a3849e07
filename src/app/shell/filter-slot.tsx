import { useAtomValue, useSetAtom } from 'jotai';
import { Sidebar as Drawer } from 'primereact/sidebar';
import { Suspense } from 'react';

import { setShowFilterAtom, showFilterAtom } from '@/atoms/ui';

import { PageSpinner } from '../page-spinner';
import { FilterPanel } from '../screens';
import { useFilterAvailable } from './role-areas';

/** docs/requirements.md section 9: the filter panel is 300 px wide. */
export const FILTER_PANEL_WIDTH = 300;

/**
 * The right-hand filter slot (docs/requirements.md 2.3): only on the five filter routes, never for doctors,
 * visible as stored in hcd_showFilter; a docked 300 px column, or a drawer under 768 px.
 */
export const FilterSlot = ({ narrow }: { narrow: boolean }) => {
  const available = useFilterAvailable();
  const shown = useAtomValue(showFilterAtom);
  const setShown = useSetAtom(setShowFilterAtom);
  const visible = shown && available;
  const close = () => setShown(false);
  const panel = (
    <Suspense fallback={<PageSpinner label="Loading the filter" />}>
      <FilterPanel onClose={close} />
    </Suspense>
  );
  if (narrow) {
    return (
      <Drawer
        visible={visible}
        position="right"
        onHide={close}
        showCloseIcon={false}
        className="filter-drawer"
        style={{ width: `min(${FILTER_PANEL_WIDTH}px, 100vw)` }}
        content={() => panel}
      />
    );
  }
  if (!visible) return null;
  return (
    <div className="filter-slot" style={{ width: FILTER_PANEL_WIDTH }}>
      {panel}
    </div>
  );
};
