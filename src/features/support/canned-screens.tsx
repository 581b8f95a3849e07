import { Link, useParams } from 'wouter';

import type { Column } from '@/components/data-table';
import { isActive, listCodec, type ListParams } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { CreateScreen } from '@/components/resource/create-screen';
import { RecordScreen } from '@/components/resource/record-screen';
import { useFilterCannedReplies } from '@/generated/api/support/support';
import type { CannedReply } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';

import { cannedRecord } from './canned-record';
import { CANNED_REPLIES_PATH, cannedReplyPath, CREATE_CANNED_REPLY_PATH } from './support-paths';

/** The first line of a reply, cut to fit a cell. */
const preview = (body: string): string => {
  const line = body.split('\n', 1)[0] ?? '';
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
};

const COLUMNS: readonly Column<CannedReply>[] = [
  {
    key: 'title',
    header: 'Title',
    cell: (reply) => (
      <Link href={absolute(cannedReplyPath(reply.id))} className="ui-link">
        {reply.title}
      </Link>
    ),
  },
  { key: 'body', header: 'Reply', cell: (reply) => preview(reply.body) },
  { key: 'status', header: 'Status', cell: (reply) => (reply.status ? 'Active' : 'Inactive') },
  { key: 'updated', header: 'Updated', cell: (reply) => formatDisplayDate(reply.updated_at), nowrap: true },
];

const useCannedRows = (params: ListParams, toPage: (page: number) => void) => {
  const replies = useFilterCannedReplies(
    {
      searchValue: params.search === '' ? null : params.search,
      status: isActive(params),
      page: params.page,
      limit: params.rows,
    },
    { query: LIST_QUERY },
  );
  return useServerRows(replies, params.page, params.rows, toPage);
};

const cannedList: ListDefinition<CannedReply> = {
  title: 'Canned Replies',
  path: CANNED_REPLIES_PATH,
  codec: listCodec({ status: true }),
  view: {
    id: 'canned-replies',
    caption: 'Canned replies',
    columns: COLUMNS,
    rowKey: (reply) => reply.id,
    totalLabel: 'Total Canned Replies',
    searchLabel: 'Search canned replies by title or text',
    status: true,
    errorText: 'The canned replies could not be loaded.',
  },
  useRows: useCannedRows,
  useFilterKeys: useNoFilterKeys,
  adminOnly: true,
  remember: true,
};

/**
 * Canned Replies (`manage/canned-replies`; docs/support.md, "Screens"): the administrators' reply
 * templates, Active or Inactive, searched by title or text, with Create.
 */
export const CannedRepliesScreen = () => (
  <ListScreen
    definition={cannedList}
    actions={
      <div className="ui-actions">
        <Link href={absolute(CREATE_CANNED_REPLY_PATH)} className="ui-btn">
          <i className="pi pi-plus" aria-hidden="true" /> Create Canned Reply
        </Link>
      </div>
    }
  />
);

/** Create Canned Reply (`manage/canned-replies/create`): Save goes to the new reply's page. */
export const CreateCannedReplyScreen = () => <CreateScreen definition={cannedRecord} />;

/** Canned Reply Details (`manage/canned-replies/view/{id}`): the reply, Edit, Disable or Enable. */
export const CannedReplyScreen = () => {
  const raw = useParams<{ id?: string }>().id;
  return <RecordScreen definition={cannedRecord} id={parseId(raw)} raw={raw} />;
};
