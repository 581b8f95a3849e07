import {
  CreateDiscussionBody,
  FilterDiscussionsBody,
  MarkDiscussionReadBody,
  ReplyDiscussionBody,
} from '@/generated/zod/v3.zod';
import type { z } from 'zod';

import type { DemoDb } from '../db';
import type { DemoDiscussion, DemoDiscussionMessage, DemoUser } from '../types';
import { markersOf, markRead, unreadIn } from './discussion-reads';
import { DISCUSSIONS, linkOf, textOf, titleOf } from './discussion-rules';
import { discussionRecordOf, discussionRowOf } from './discussion-view';
import { ok, parseBody, refusal, type RouteDefinition } from './kit';

/**
 * The proposed discussion calls (docs/discussions.md; docs/proposed-api.md, "Discussions"): the
 * administrators' board of topics, a new topic, a topic with its thread, a reply and the read
 * marker. Customers and doctors get 403 on every call.
 */

type Filter = z.infer<typeof FilterDiscussionsBody>;

const lastAt = (topic: DemoDiscussion): string => topic.messages.at(-1)?.at ?? topic.created_at;

const newestActivityFirst = (a: DemoDiscussion, b: DemoDiscussion): number =>
  lastAt(a) === lastAt(b) ? b.id - a.id : lastAt(a) < lastAt(b) ? 1 : -1;

const nextMessageId = (db: DemoDb): number =>
  Math.max(0, ...db.discussions.map((topic) => topic.messages.at(-1)?.id ?? 0)) + 1;

/** Title, "7"/"#7" and the link's label; "#7" is the topic number only. */
const searchOf = (filter: Filter) => {
  const text = (filter.searchValue ?? '').trim().toLowerCase();
  const numberOnly = text.startsWith('#');
  const search = text.replace(/^#/, '');
  return (row: { id: number; title: string; link: { label: string } | null }): boolean => {
    if (search === '') return true;
    if (numberOnly) return String(row.id) === search;
    return (
      String(row.id) === search ||
      row.title.toLowerCase().includes(search) ||
      (row.link?.label.toLowerCase().includes(search) ?? false)
    );
  };
};

const postOf = (db: DemoDb, user: DemoUser, text: string): DemoDiscussionMessage => ({
  id: nextMessageId(db),
  at: db.now().toISOString(),
  author_id: user.id,
  text,
});

export const discussionRoutes: RouteDefinition[] = [
  {
    operation: 'filterDiscussions',
    resolve: ({ db, user, body }) => {
      const denied = DISCUSSIONS.refuses('use', user);
      if (denied) return denied;
      const parsed = parseBody(FilterDiscussionsBody, body);
      if (!parsed.ok) return parsed.result;
      const { page, limit, unread_only } = parsed.value;
      const markers = markersOf(db, user.id);
      const matches = searchOf(parsed.value);
      const rows = [...db.discussions]
        .filter((topic) => !unread_only || unreadIn(topic, user.id, markers.get(topic.id) ?? null) > 0)
        .sort(newestActivityFirst)
        .map((topic) => discussionRowOf(db, topic, user.id, markers.get(topic.id) ?? null))
        .filter(matches);
      return ok({ total_count: rows.length, records: rows.slice((page - 1) * limit, page * limit) });
    },
  },
  {
    operation: 'createDiscussion',
    mutates: true,
    resolve: ({ db, user, body }) => {
      const denied = DISCUSSIONS.refuses('use', user);
      if (denied) return denied;
      const parsed = parseBody(CreateDiscussionBody, body);
      if (!parsed.ok) return parsed.result;
      const title = titleOf(parsed.value.title);
      if (!title.ok) return refusal(title.refusal.message, title.refusal.field);
      const text = textOf(parsed.value.text);
      if (!text.ok) return refusal(text.refusal.message, text.refusal.field);
      const link = linkOf(db, parsed.value.link);
      if (!link.ok) return refusal(link.refusal.message, link.refusal.field);
      const post = postOf(db, user, text.text);
      const topic: DemoDiscussion = {
        id: Math.max(0, ...db.discussions.map((row) => row.id)) + 1,
        title: title.title,
        author_id: user.id,
        link: link.link,
        messages: [post],
        version: 1,
        created_at: post.at,
        updated_at: post.at,
      };
      db.discussions.push(topic);
      markRead(db, user.id, topic.id, post.id);
      return ok(discussionRecordOf(db, topic, user.id));
    },
  },
  {
    operation: 'getDiscussion',
    resolve: ({ db, user, params }) => {
      const denied = DISCUSSIONS.refuses('use', user);
      if (denied) return denied;
      const found = DISCUSSIONS.readable(db, user, params.id);
      return found.ok ? ok(discussionRecordOf(db, found.row, user.id)) : found.result;
    },
  },
  {
    operation: 'replyDiscussion',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      const denied = DISCUSSIONS.refuses('use', user);
      if (denied) return denied;
      const parsed = parseBody(ReplyDiscussionBody, body);
      if (!parsed.ok) return parsed.result;
      const found = DISCUSSIONS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const text = textOf(parsed.value.text);
      if (!text.ok) return refusal(text.refusal.message, text.refusal.field);
      const topic = found.row;
      const post = postOf(db, user, text.text);
      topic.messages.push(post);
      topic.version += 1;
      topic.updated_at = post.at;
      markRead(db, user.id, topic.id, post.id);
      return ok(discussionRecordOf(db, topic, user.id));
    },
  },
  {
    operation: 'markDiscussionRead',
    mutates: true,
    resolve: ({ db, user, params, body }) => {
      const denied = DISCUSSIONS.refuses('use', user);
      if (denied) return denied;
      const parsed = parseBody(MarkDiscussionReadBody, body);
      if (!parsed.ok) return parsed.result;
      const found = DISCUSSIONS.readable(db, user, params.id);
      if (!found.ok) return found.result;
      const topic = found.row;
      const { message_id } = parsed.value;
      if (!topic.messages.some((message) => message.id === message_id))
        return refusal('That message is not in this topic.', 'message_id');
      markRead(db, user.id, topic.id, message_id);
      return ok({ unread: unreadIn(topic, user.id, markersOf(db, user.id).get(topic.id) ?? null) });
    },
  },
];
