import type { FieldValues } from 'react-hook-form';
import { Link, useParams, useSearch } from 'wouter';

import { absolute } from '@/lib/app-paths';
import { parseId } from '@/lib/ids';

import { CreateScreen } from '../create-screen';
import type { ListDefinition } from '../list-screen';
import { ListScreen } from '../list-screen';
import type { EditableRecord, RecordDefinition } from '../record-definition';
import { RecordScreen } from '../record-screen';

interface Catalogue<Rec extends EditableRecord, Values extends FieldValues, Payload> {
  list: ListDefinition<Rec>;
  record: RecordDefinition<Rec, Values, Payload>;
}

/** A catalogue's list with its Add button. */
export const CatalogueList = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  catalogue,
  createPath,
}: {
  catalogue: Catalogue<Rec, Values, Payload>;
  createPath: string;
}) => (
  <ListScreen
    definition={catalogue.list}
    actions={
      <Link href={absolute(createPath)} className="ui-btn">
        <i className="pi pi-plus" aria-hidden="true" /> Add {catalogue.record.singular}
      </Link>
    }
  />
);

/** A record's page at a route whose path parameter `param` holds its id. */
export const RecordAtParam = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  catalogue,
  param,
}: {
  catalogue: Catalogue<Rec, Values, Payload>;
  param: string;
}) => {
  const raw = useParams()[param];
  return <RecordScreen definition={catalogue.record} id={parseId(raw)} raw={raw} />;
};

/** A record's page at a route whose query parameter `param` holds its id (`view?category_id=3`). */
export const RecordAtQuery = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  catalogue,
  param,
}: {
  catalogue: Catalogue<Rec, Values, Payload>;
  param: string;
}) => {
  const raw = new URLSearchParams(useSearch()).get(param) ?? undefined;
  return <RecordScreen definition={catalogue.record} id={parseId(raw)} raw={raw} />;
};

/**
 * A catalogue the requirements give one route (diseases, medicines: requirements 2.11): the list,
 * and on the same route `?new` the create page and `?id=` a record's page.
 */
export const CatalogueOnOneRoute = <Rec extends EditableRecord, Values extends FieldValues, Payload>({
  catalogue,
}: {
  catalogue: Catalogue<Rec, Values, Payload>;
}) => {
  const query = new URLSearchParams(useSearch());
  if (query.has('new')) return <CreateScreen definition={catalogue.record} />;
  const raw = query.get('id');
  if (raw !== null) return <RecordScreen definition={catalogue.record} id={parseId(raw)} raw={raw} />;
  return <CatalogueList catalogue={catalogue} createPath={`${catalogue.list.path}?new`} />;
};
