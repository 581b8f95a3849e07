import { useUrlListState } from '@/components/list-state';

import { ancestorsOf, type ChildLevel, LEVELS, parentOf, type ParentLevel } from '../model/levels';
import {
  type ChosenParents,
  parsePickerListParams,
  type PickerListParams,
  serializePickerListParams,
} from '../model/list-params';
import { DISTRICTS_PATH, LOCATIONS_PATH, STATES_PATH } from '../model/paths';
import { PlaceList } from './place-list';
import { PlacePicker } from './place-picker';

const PATH_OF: Readonly<Record<ChildLevel, string>> = {
  state: STATES_PATH,
  district: DISTRICTS_PATH,
  location: LOCATIONS_PATH,
};

const keyOf = (level: ParentLevel): keyof ChosenParents => `${level}_id`;

/**
 * SPEC.md section 4's cascade: choosing or clearing a level clears every level below it. A new
 * parent is a new list, so the page and the search start over too.
 */
export const cascade = (level: ParentLevel, id: number | null): Partial<PickerListParams> => {
  const below = { country: ['state', 'district'], state: ['district'], district: [] } as const;
  const cleared = Object.fromEntries(below[level].map((child) => [keyOf(child), null]));
  return { ...cleared, [keyOf(level)]: id, page: 1, search: '' };
};

/**
 * Master > States, Districts, Locations (SPEC.md 2.11): the same list as the drill-down, with its
 * parents picked above it (a location needs a country, then a state, then a district), all kept in
 * the URL (?country_id=1&state_id=4 ...).
 */
export const PickerScreen = ({ level }: { level: ChildLevel }) => {
  const { params, go } = useUrlListState(PATH_OF[level], parsePickerListParams, serializePickerListParams);
  const { plural } = LEVELS[level];
  const parent = parentOf(level);
  const parentId = params[keyOf(parent)];
  const parentName = LEVELS[parent].singular.toLowerCase();
  return (
    <section className="ui-screen" aria-labelledby="master-title">
      <header className="ui-header">
        <h1 id="master-title" className="ui-title">
          {plural}
        </h1>
      </header>
      <div className="ui-card master-places">
        <div className="master-pickers">
          {ancestorsOf(level).map((ancestor) => {
            const above = LEVELS[ancestor].parent;
            return (
              <PlacePicker
                key={ancestor}
                level={ancestor}
                parentId={above === null ? null : params[keyOf(above)]}
                value={params[keyOf(ancestor)]}
                onChange={(id) => go(cascade(ancestor, id))}
              />
            );
          })}
        </div>
        <PlaceList
          level={level}
          parentId={parentId}
          caption={plural}
          prompt={`Select a ${parentName} to see its ${plural.toLowerCase()}.`}
          params={params}
          go={go}
        />
      </div>
    </section>
  );
};
