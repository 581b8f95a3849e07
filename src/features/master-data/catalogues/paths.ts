import type { CatalogueField } from '@/components/resource/catalogue/fields';

import { type CatalogueRoute, cataloguePaths } from '../model/catalogue-routes';

/** The master-data routes (requirements 2.11). */
export const MASTER = '/dashboard/master';

/** A catalogue spec's names and paths, from its line in CATALOGUE_ROUTES (one source for routes and spec). */
export const catalogueNames = (route: CatalogueRoute) => ({
  singular: route.singular,
  plural: route.plural,
  paths: cataloguePaths(route),
});

/** The name every catalogue has: required, at most 100 characters, not blank (the contract's rule). */
export const NAME: CatalogueField<unknown> = {
  key: 'name',
  label: 'Name',
  control: { kind: 'text', maxLength: 100 },
};

export const DESCRIPTION: CatalogueField<unknown> = {
  key: 'description',
  label: 'Description',
  control: { kind: 'textarea', maxLength: 500 },
  optional: true,
};
