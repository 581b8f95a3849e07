import { useUrlListState } from '@/components/list-state';

import { parsePlaceListParams, serializePlaceListParams } from '../model/list-params';
import { COUNTRIES_PATH } from '../model/paths';
import { PlaceList } from './place-list';

/** Master > Countries: every active country; a country's name opens its states. */
export const CountriesScreen = () => {
  const { params, go } = useUrlListState(COUNTRIES_PATH, parsePlaceListParams, serializePlaceListParams);
  return (
    <section className="ui-screen" aria-labelledby="master-title">
      <header className="ui-header">
        <h1 id="master-title" className="ui-title">
          Countries
        </h1>
      </header>
      <div className="ui-card master-places">
        <PlaceList level="country" parentId={null} caption="Countries" params={params} go={go} />
      </div>
    </section>
  );
};
