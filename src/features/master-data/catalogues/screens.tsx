import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'wouter';

import { CatalogueList, CatalogueOnOneRoute, RecordAtParam } from '@/components/resource/catalogue/screens';
import { CreateScreen } from '@/components/resource/create-screen';
import { ListScreen, type ListDefinition } from '@/components/resource/list-screen';
import type { EditableRecord, RecordDefinition } from '@/components/resource/record-definition';
import { absolute } from '@/lib/app-paths';

import { CATALOGUE_ROUTES, type CatalogueRoute, catalogueScreenNames } from '../model/catalogue-routes';
import { apkVersions, kioskConfigs, PendingUpdateNote } from './kiosk';
import {
  clinicTypes,
  consumableDevices,
  deviceManufacturers,
  diseaseCategories,
  diseases,
  diseaseSymptoms,
  languages,
  medicines,
  roles,
  videoCategories,
  videos,
} from './simple';

interface Catalogue<Rec extends EditableRecord, Values extends FieldValues, Payload> {
  list: ListDefinition<Rec>;
  record: RecordDefinition<Rec, Values, Payload>;
}

/**
 * A catalogue's screens, named as its route declaration names them (`catalogueScreenNames`): the
 * list with its Add button (and what `above` adds over it), create and view; or, for a catalogue on
 * one route, that route's screen.
 */
const screensOf = <Rec extends EditableRecord, Values extends FieldValues, Payload>(
  route: CatalogueRoute,
  catalogue: Catalogue<Rec, Values, Payload>,
  above?: ReactNode,
): Record<string, ComponentType> => {
  const names = catalogueScreenNames(route);
  if (route.view === null) return { [names.list]: () => <CatalogueOnOneRoute catalogue={catalogue} /> };
  const add = (
    <Link href={absolute(`${catalogue.list.path}/create`)} className="ui-btn">
      <i className="pi pi-plus" aria-hidden="true" /> Add {catalogue.record.singular}
    </Link>
  );
  return {
    [names.list]: above
      ? () => <ListScreen definition={catalogue.list} above={above} actions={add} />
      : () => <CatalogueList catalogue={catalogue} createPath={`${catalogue.list.path}/create`} />,
    [names.create]: () => <CreateScreen definition={catalogue.record} />,
    [names.view]: () => <RecordAtParam catalogue={catalogue} param={route.param} />,
  };
};

/**
 * The screens of the catalogues in CATALOGUE_ROUTES, derived from their specs: the feature's route
 * declaration (../resource.ts) names them, and the app's registry finds them here by name.
 */
export const catalogueScreens: Readonly<Record<string, ComponentType>> = {
  ...screensOf(CATALOGUE_ROUTES.clinicTypes, clinicTypes),
  ...screensOf(CATALOGUE_ROUTES.languages, languages),
  ...screensOf(CATALOGUE_ROUTES.deviceManufacturers, deviceManufacturers),
  ...screensOf(CATALOGUE_ROUTES.consumableDevices, consumableDevices),
  ...screensOf(CATALOGUE_ROUTES.roles, roles),
  ...screensOf(CATALOGUE_ROUTES.videoCategories, videoCategories),
  ...screensOf(CATALOGUE_ROUTES.videos, videos),
  ...screensOf(CATALOGUE_ROUTES.apkVersions, apkVersions, <PendingUpdateNote />),
  ...screensOf(CATALOGUE_ROUTES.kioskConfigs, kioskConfigs),
  ...screensOf(CATALOGUE_ROUTES.diseases, diseases),
  ...screensOf(CATALOGUE_ROUTES.diseaseCategories, diseaseCategories),
  ...screensOf(CATALOGUE_ROUTES.diseaseSymptoms, diseaseSymptoms),
  ...screensOf(CATALOGUE_ROUTES.medicines, medicines),
};
