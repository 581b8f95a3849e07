import { useState } from 'react';
import { Link } from 'wouter';

import type { Column } from '@/components/data-table';
import { useUrlListState } from '@/components/list-state';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen, useNoFilterKeys } from '@/components/resource/list-screen';
import { useFilterDiscussions } from '@/generated/api/discussions/discussions';
import type { DiscussionRow } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { formatDisplayDateTime } from '@/lib/dates';

import { discussionCodec, discussionFilterBody, type DiscussionParams } from './discussion-params';
import { DISCUSSIONS_PATH, linkPath, repliesText, topicPath, unreadText } from './discussion-words';
import { NewTopicForm } from './new-topic-form';

/** One page of topics (one call, one cache entry). */
const useDiscussionPage = (params: DiscussionParams) =>
  useFilterDiscussions(discussionFilterBody(params), { query: LIST_QUERY });

const COLUMNS: Column<DiscussionRow>[] = [
  {
    key: 'topic',
    header: 'Topic',
    cell: (row) => (
      <Link href={absolute(topicPath(row.id))} className="ui-link">
        {row.title}
      </Link>
    ),
  },
  {
    key: 'unread',
    header: 'Unread',
    cell: (row) => (
      <span className={row.unread > 0 ? 'discussion-unread' : 'ui-muted'}>{unreadText(row)}</span>
    ),
    nowrap: true,
  },
  {
    key: 'link',
    header: 'About',
    cell: (row) =>
      row.link ? (
        <Link href={absolute(linkPath(row.link))} className="ui-link">
          {row.link.label}
        </Link>
      ) : (
        '–'
      ),
  },
  { key: 'author', header: 'Started by', cell: (row) => row.author.name },
  { key: 'replies', header: 'Replies', cell: (row) => repliesText(row.replies), nowrap: true },
  {
    key: 'last',
    header: 'Last message',
    cell: (row) => `${formatDisplayDateTime(row.last_message_at)} UTC`,
    nowrap: true,
  },
];

const DEFINITION: ListDefinition<DiscussionRow, DiscussionParams> = {
  title: 'Discussions',
  path: DISCUSSIONS_PATH,
  codec: discussionCodec,
  view: {
    id: 'discussions',
    caption: 'Discussion topics',
    columns: COLUMNS,
    rowKey: (row) => row.id,
    totalLabel: 'Total Topics',
    searchLabel: 'Search topics by title, number or linked record',
    errorText: 'The topics could not be loaded.',
  },
  useRows: (params, toPage) => useServerRows(useDiscussionPage(params), params.page, params.rows, toPage),
  useFilterKeys: useNoFilterKeys,
  adminOnly: true,
  remember: true,
};

/** "Unread only", kept in the URL (`?unread=1`). */
const UnreadOnly = () => {
  const { params, go } = useUrlListState(DISCUSSIONS_PATH, discussionCodec.parse, discussionCodec.serialize);
  return (
    <div className="discussion-filters">
      <input
        id="discussions-unread"
        type="checkbox"
        checked={params.unread}
        onChange={(event) => go({ unread: event.target.checked, page: 1 })}
      />
      <label htmlFor="discussions-unread">Unread only</label>
    </div>
  );
};

/**
 * Discussions (`discussions`; docs/discussions.md): the administrators' topics, newest activity
 * first, each with its unread count in words, the record it is about and its replies; search,
 * "Unread only" and New topic.
 */
export const DiscussionsScreen = () => {
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen
      definition={DEFINITION}
      actions={
        creating ? null : (
          <div className="ui-actions">
            <button type="button" className="ui-btn" onClick={() => setCreating(true)}>
              New topic
            </button>
          </div>
        )
      }
      above={
        <>
          {creating ? <NewTopicForm onClose={() => setCreating(false)} /> : null}
          <UnreadOnly />
        </>
      }
    />
  );
};
