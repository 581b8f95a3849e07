import type { ZodObject, ZodType } from 'zod';

import type { CatalogueCalls, CatalogueSpec } from './catalogue';

/**
 * A catalogue's generated hooks, keys and zod schemas, found by the names orval gives them
 * (`useFilterClinicTypes`, `getGetClinicTypeQueryKey`, `CreateClinicTypeBody` ...): every proposed
 * catalogue has the same five calls (docs/proposed-api.md), so a spec names its stem once instead of
 * importing fifteen things. A name missing from the module is an error when the module loads.
 */
const pick = (module: Readonly<Record<string, unknown>>, name: string): unknown => {
  const found = module[name];
  if (found === undefined) throw new Error(`The generated module has no ${name}`);
  return found;
};

export const callsOf = <Rec, Payload>(
  api: Readonly<Record<string, unknown>>,
  stem: string,
  plural: string,
): CatalogueCalls<Rec, Payload> => ({
  useFilter: pick(api, `useFilter${plural}`) as CatalogueCalls<Rec, Payload>['useFilter'],
  useGet: pick(api, `useGet${stem}`) as CatalogueCalls<Rec, Payload>['useGet'],
  useCreate: pick(api, `useCreate${stem}`) as CatalogueCalls<Rec, Payload>['useCreate'],
  useUpdate: pick(api, `useUpdate${stem}`) as CatalogueCalls<Rec, Payload>['useUpdate'],
  useSetStatus: pick(api, `useSet${stem}Status`) as CatalogueCalls<Rec, Payload>['useSetStatus'],
  filterKey: pick(api, `getFilter${plural}QueryKey`) as () => readonly unknown[],
  getKey: pick(api, `getGet${stem}QueryKey`) as (id: number) => readonly unknown[],
});

export const schemasOf = <Rec extends { id: number; status: boolean; version: number }, Payload>(
  zod: Readonly<Record<string, unknown>>,
  stem: string,
): CatalogueSpec<Rec, Payload>['schemas'] => ({
  create: pick(zod, `Create${stem}Body`) as ZodType<Payload>,
  update: (pick(zod, `Update${stem}Body`) as ZodObject).omit({
    version: true,
  }) as unknown as ZodType<Payload>,
  record: (pick(zod, `Get${stem}Response`) as ZodObject<{ data: ZodType<Rec> }>).shape.data,
});
