import { useMemo } from 'react';
import { Link } from 'wouter';

import { useUrlListState } from '@/components/list-state';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import type { Named } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { ancestorsOf, type ChildLevel, LEVELS, parentOf, type ParentLevel } from '../model/levels';
import { createPathOf, listPathOf } from '../model/paths';
import { parentKeyOf, pickerCodec, type PickerParams, placeView, usePlaceRows } from './place-lists';
import { PlacePicker } from './place-picker';

/**
 * Requirements 4's cascade: choosing or clearing a level clears every level below it. A new parent
 * is a new list, so the page and the search start over too.
 */
export const cascade = (level: ParentLevel, id: number | null): Partial<PickerParams> => {
  const below = { country: ['state', 'district'], state: ['district'], district: [] } as const;
  const cleared = Object.fromEntries(below[level].map((child) => [parentKeyOf(child), null]));
  return { ...cleared, [parentKeyOf(level)]: id, page: 1, search: '' };
};

const pickerList = (level: ChildLevel): ListDefinition<Named, PickerParams> => {
  const { plural } = LEVELS[level];
  const parent = parentOf(level);
  return {
    title: plural,
    path: listPathOf(level),
    codec: pickerCodec,
    view: placeView(
      level,
      plural,
      `Select a ${LEVELS[parent].singular.toLowerCase()} to see its ${plural.toLowerCase()}.`,
    ),
    useRows: (params, toPage) => usePlaceRows(level, params[parentKeyOf(parent)], params, toPage),
    useFilterKeys: useNoFilterKeys,
    remember: true,
  };
};

const PICKER_LISTS = {
  state: pickerList('state'),
  district: pickerList('district'),
  location: pickerList('location'),
} as const;

/** The parent pickers above the list, each a step of the cascade. */
const Pickers = ({ level }: { level: ChildLevel }) => {
  const { params, go } = useUrlListState(listPathOf(level), pickerCodec.parse, pickerCodec.serialize);
  return (
    <div className="master-pickers">
      {ancestorsOf(level).map((ancestor) => {
        const above = LEVELS[ancestor].parent;
        return (
          <PlacePicker
            key={ancestor}
            level={ancestor}
            parentId={above === null ? null : params[parentKeyOf(above)]}
            value={params[parentKeyOf(ancestor)]}
            onChange={(id) => go(cascade(ancestor, id))}
          />
        );
      })}
    </div>
  );
};

/** Add State (with the country chosen above, when there is one). */
const AddPlace = ({ level }: { level: ChildLevel }) => {
  const { params } = useUrlListState(listPathOf(level), pickerCodec.parse, pickerCodec.serialize);
  const key = parentKeyOf(parentOf(level));
  const parentId = params[key];
  const href = useMemo(
    () => createPathOf(level, parentId === null ? undefined : { key, id: parentId }),
    [level, key, parentId],
  );
  return (
    <Link href={absolute(href)} className="ui-btn">
      <i className="pi pi-plus" aria-hidden="true" /> Add {LEVELS[level].singular}
    </Link>
  );
};

/**
 * Master > States, Districts, Locations (requirements 2.11): the same list as the drill-down, with
 * its parents picked above it (a location needs a country, then a state, then a district), all kept
 * in the URL (?country_id=1&state_id=4 ...).
 */
export const PickerScreen = ({ level }: { level: ChildLevel }) => (
  <ListScreen
    definition={PICKER_LISTS[level]}
    actions={<AddPlace level={level} />}
    above={<Pickers level={level} />}
  />
);
