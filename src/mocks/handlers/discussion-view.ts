import type { DiscussionRecord, DiscussionRow } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoDiscussion } from '../types';
import { readUpTo, unreadIn } from './discussion-reads';
import { linkLabel } from './discussion-rules';
import { personName } from './order-view';

/** A topic as the board lists it, for one reader (their unread count). */
export const discussionRowOf = (
  db: DemoDb,
  topic: DemoDiscussion,
  userId: number,
  marker: number | null,
): DiscussionRow => ({
  id: topic.id,
  title: topic.title,
  author: { id: topic.author_id, name: personName(db, topic.author_id) },
  link:
    topic.link === null
      ? null
      : {
          ...topic.link,
          // A linked record removed since still reads as its kind and number.
          label: linkLabel(db, topic.link.kind, topic.link.id) ?? `${topic.link.kind} #${topic.link.id}`,
        },
  replies: Math.max(0, topic.messages.length - 1),
  last_message_at: topic.messages.at(-1)?.at ?? topic.created_at,
  unread: unreadIn(topic, userId, marker),
  version: topic.version,
  created_at: topic.created_at,
  updated_at: topic.updated_at,
});

/** A topic with its messages, oldest first, and the reader's marker. */
export const discussionRecordOf = (db: DemoDb, topic: DemoDiscussion, userId: number): DiscussionRecord => {
  const marker = readUpTo(db, userId, topic.id);
  return {
    ...discussionRowOf(db, topic, userId, marker),
    messages: topic.messages.map((message) => ({
      id: message.id,
      at: message.at,
      author: { id: message.author_id, name: personName(db, message.author_id) },
      text: message.text,
    })),
    read_up_to: marker,
  };
};
