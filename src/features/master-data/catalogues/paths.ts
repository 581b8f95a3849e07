import type { CatalogueField } from '@/components/resource/catalogue/fields';

/** The master-data routes (requirements 2.11). */
export const MASTER = '/dashboard/master';

/**
 * A catalogue's list, create and view paths. Most have `/create` and `/view/{id}` (a view segment
 * of '' is `/{id}`: video categories and videos); `null` is a catalogue the requirements give one
 * route only (diseases, medicines): create and view are that list route with `?new` and `?id=`.
 */
export const catalogueOf = (list: string, viewSegment: string | null = 'view/') =>
  viewSegment === null
    ? { list, create: `${list}?new`, view: (id: number) => `${list}?id=${id}` }
    : { list, create: `${list}/create`, view: (id: number) => `${list}/${viewSegment}${id}` };

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
