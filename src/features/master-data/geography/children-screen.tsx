import { Link, useParams } from 'wouter';

import { ListScreen } from '@/components/resource/list-screen';
import { ScreenMessage } from '@/components/screen-message';
import { absolute } from '@/lib/app-paths';

import { type ChildLevel, childrenPathOf, LEVELS, parentOf } from '../model/levels';
import { COUNTRIES_PATH, createPathOf } from '../model/paths';
import { parsePlaceId } from '../model/place-id';
import { usePlaceTrail } from './known-places';
import { parentKeyOf, useChildrenList } from './place-lists';
import { nameOf, PlaceTrail } from './place-trail';

/** The route parameter that holds the parent's id (requirements 2.11: master/{country_id}/state/view ...). */
const PARAM_OF: Readonly<Record<ChildLevel, string>> = {
  state: 'country_id',
  district: 'state_id',
  location: 'district_id',
};

/** "States of a Country": the title of the page, also while its id is unusable. */
export const childrenTitleOf = (level: ChildLevel): string =>
  `${LEVELS[level].plural} of a ${LEVELS[parentOf(level)].singular}`;

const ChildrenList = ({ level, parentId }: { level: ChildLevel; parentId: number }) => {
  const parent = parentOf(level);
  const trail = usePlaceTrail(parent, parentId);
  const self = trail[trail.length - 1];
  const title = `${LEVELS[level].plural} of ${self ? nameOf(self) : ''}`;
  const definition = useChildrenList(level, parentId, childrenPathOf(parent, parentId), title);
  return (
    <ListScreen
      definition={definition}
      before={<PlaceTrail trail={trail} />}
      actions={
        <Link
          href={absolute(createPathOf(level, { key: parentKeyOf(parent), id: parentId }))}
          className="ui-btn"
        >
          <i className="pi pi-plus" aria-hidden="true" /> Add {LEVELS[level].singular}
        </Link>
      }
    />
  );
};

/**
 * A place's children, reached by drilling down from Countries (or by a link). An id in the path that
 * is not a positive whole number is said plainly, inside the layout; no call is made for it.
 */
export const ChildrenScreen = ({ level }: { level: ChildLevel }) => {
  const raw = useParams()[PARAM_OF[level]];
  const parentId = parsePlaceId(raw);
  if (parentId === null) {
    const parent = LEVELS[parentOf(level)].singular.toLowerCase();
    return (
      <ScreenMessage title={childrenTitleOf(level)} tone="error">
        &lsquo;{raw}&rsquo; is not a {parent} id: a {parent} id is a whole number from 1.{' '}
        <Link href={`~${COUNTRIES_PATH}`} className="ui-link">
          Open the countries list
        </Link>
      </ScreenMessage>
    );
  }
  // Keyed by the parent: another place is another list, its own page and search state.
  return <ChildrenList key={parentId} level={level} parentId={parentId} />;
};
