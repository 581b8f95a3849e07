import { districtsOfPath, locationsOfPath, statesOfPath } from './paths';

/** The four levels of the geography, top down. */
export type Level = 'country' | 'state' | 'district' | 'location';
/** The levels listed under a parent. */
export type ChildLevel = Exclude<Level, 'country'>;
/** The levels that have children (and so a drill-down page of their own). */
export type ParentLevel = Exclude<Level, 'location'>;

interface LevelInfo {
  singular: string;
  plural: string;
  /** The level above, whose id the list call needs. */
  parent: ParentLevel | null;
}

export const LEVELS: Readonly<Record<Level, LevelInfo>> = {
  country: { singular: 'Country', plural: 'Countries', parent: null },
  state: { singular: 'State', plural: 'States', parent: 'country' },
  district: { singular: 'District', plural: 'Districts', parent: 'state' },
  location: { singular: 'Location', plural: 'Locations', parent: 'district' },
};

export const parentOf = (level: ChildLevel): ParentLevel => {
  const parent = LEVELS[level].parent;
  if (parent === null) throw new Error(`${level} has no parent`);
  return parent;
};

/** The page that lists a place's children: a country's states, a state's districts ... */
export const childrenPathOf = (level: ParentLevel, id: number): string => {
  switch (level) {
    case 'country':
      return statesOfPath(id);
    case 'state':
      return districtsOfPath(id);
    case 'district':
      return locationsOfPath(id);
  }
};

/** The ancestors of a level, top down: location -> country, state, district. */
export const ancestorsOf = (level: Level): ParentLevel[] => {
  const parent = LEVELS[level].parent;
  return parent === null ? [] : [...ancestorsOf(parent), parent];
};

/** How a place is named when only its id is known: 'State 12'. Never a guessed name. */
export const placeholderName = (level: Level, id: number): string => `${LEVELS[level].singular} ${id}`;
