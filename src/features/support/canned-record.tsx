import { type QueryClient, useQueryClient } from '@tanstack/react-query';

import { describedBy, Field } from '@/components/field';
import { TextControl } from '@/components/form/text-control';
import type { EntityForm } from '@/components/form/use-entity-form';
import type { RecordDefinition, RecordWrites, SummaryItem } from '@/components/resource/record-definition';
import { RECORD_QUERY } from '@/components/resource/record-frame';
import {
  getFilterCannedRepliesQueryKey,
  getGetCannedReplyQueryKey,
  useCreateCannedReply,
  useGetCannedReply,
  useSetCannedReplyStatus,
  useUpdateCannedReply,
} from '@/generated/api/support/support';
import type { CannedReply } from '@/generated/model';
import { GetCannedReplyResponse } from '@/generated/zod/v3.zod';
import { keyPrefix } from '@/lib/query-keys';

import {
  BODY_MAX,
  CANNED_FIELDS,
  CANNED_SCHEMA,
  type CannedPayload,
  type CannedValues,
  emptyValues,
  TITLE_MAX,
  toPayload,
  valuesOf,
} from './canned-values';
import { CANNED_REPLIES_PATH, cannedReplyPath } from './support-paths';

type CannedForm = EntityForm<CannedValues, CannedPayload>;

/** The reply's text: a text area with its message below it. */
const BodyControl = ({ form }: { form: CannedForm }) => {
  const id = form.idOf('body');
  const error = form.errorOf('body');
  return (
    <Field id={id} label="Reply" error={error}>
      <textarea
        id={id}
        className="ui-input"
        rows={8}
        maxLength={BODY_MAX}
        {...form.form.register('body')}
        {...describedBy(id, error)}
      />
    </Field>
  );
};

const CannedFields = ({ form }: { form: CannedForm }) => (
  <>
    <TextControl form={form} name="title" label="Title" maxLength={TITLE_MAX} />
    <BodyControl form={form} />
  </>
);

const summary = (reply: CannedReply): readonly SummaryItem[] => [
  ['Title', reply.title],
  ['Reply', <span className="support-pre">{reply.body}</span>],
  ['Status', reply.status ? 'Active' : 'Inactive'],
];

/**
 * The calls: Disable and Enable send the version the page shows (the contract's
 * CannedReplyStatusRequest), read from the record's cache entry.
 */
const useCannedWrites = (): RecordWrites<CannedReply, CannedPayload> => {
  const client = useQueryClient();
  const create = useCreateCannedReply();
  const update = useUpdateCannedReply();
  const status = useSetCannedReplyStatus();
  return {
    create: (data) => create.mutateAsync({ data }),
    update: (id, data) => update.mutateAsync({ id, data }),
    setStatus: (id, value) => {
      const shown = client.getQueryData<CannedReply>(getGetCannedReplyQueryKey(id));
      return status.mutateAsync({ id, data: { status: value, version: shown?.version ?? 1 } });
    },
  };
};

/**
 * A canned reply on the record layer (docs/adding-a-screen.md; docs/support.md, "Screens"):
 * administrators add, read, edit in place and disable or enable the reply templates the query
 * page's reply box inserts.
 */
export const cannedRecord: RecordDefinition<CannedReply, CannedValues, CannedPayload> = {
  singular: 'Canned Reply',
  nameOf: (reply) => reply.title,
  listPath: CANNED_REPLIES_PATH,
  viewPath: cannedReplyPath,
  adminOnly: true,
  useRecord: (id) => useGetCannedReply<CannedReply, unknown>(id, { query: RECORD_QUERY }),
  recordSchema: GetCannedReplyResponse.shape.data,
  summary,
  disableNote: () => 'The reply box will no longer offer it; replies already sent stay as they are.',
  form: {
    idPrefix: 'canned-reply',
    fields: CANNED_FIELDS,
    createSchema: CANNED_SCHEMA,
    updateSchema: CANNED_SCHEMA,
    empty: emptyValues,
    fromRecord: valuesOf,
    toPayload,
    Fields: CannedFields,
  },
  useWrites: useCannedWrites,
  invalidate: async (client: QueryClient, reply) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetCannedReplyQueryKey(reply.id) }),
      client.invalidateQueries({ queryKey: keyPrefix(getFilterCannedRepliesQueryKey()) }),
    ]);
  },
};
