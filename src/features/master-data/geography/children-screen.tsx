import { Link, useParams } from 'wouter';

import { useUrlListState } from '@/components/list-state';
import { ScreenMessage } from '@/components/screen-message';

import { type ChildLevel, childrenPathOf, LEVELS, parentOf } from '../model/levels';
import { parsePlaceListParams, serializePlaceListParams } from '../model/list-params';
import { COUNTRIES_PATH } from '../model/paths';
import { parsePlaceId } from '../model/place-id';
import { usePlaceTrail } from './known-places';
import { PlaceList } from './place-list';
import { nameOf, PlaceTrail } from './place-trail';

/** The route parameter that holds the parent's id (SPEC.md 2.11: master/{country_id}/state/view ...). */
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
  const path = childrenPathOf(parent, parentId);
  const { params, go } = useUrlListState(path, parsePlaceListParams, serializePlaceListParams);
  const trail = usePlaceTrail(parent, parentId);
  const self = trail[trail.length - 1];
  const title = `${LEVELS[level].plural} of ${self ? nameOf(self) : ''}`;
  return (
    <section className="ui-screen" aria-labelledby="master-title">
      <PlaceTrail trail={trail} />
      <header className="ui-header">
        <h1 id="master-title" className="ui-title">
          {title}
        </h1>
      </header>
      <div className="ui-card master-places">
        <PlaceList level={level} parentId={parentId} caption={title} params={params} go={go} />
      </div>
    </section>
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
