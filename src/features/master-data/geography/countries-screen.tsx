import { Link } from 'wouter';

import { ListScreen } from '@/components/resource/list-screen';
import { absolute } from '@/lib/app-paths';

import { createPathOf } from '../model/paths';
import { countriesList } from './place-lists';

/** Master > Countries: a country's name opens its states; Add Country creates one. */
export const CountriesScreen = () => (
  <ListScreen
    definition={countriesList}
    actions={
      <Link href={absolute(createPathOf('country'))} className="ui-btn">
        <i className="pi pi-plus" aria-hidden="true" /> Add Country
      </Link>
    }
  />
);
