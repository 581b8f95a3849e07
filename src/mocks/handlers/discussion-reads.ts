import type { DemoDb } from '../db';
import type { DemoDiscussion, DemoDiscussionRead } from '../types';

/**
 * Read markers of the discussion board (docs/discussions.md, "Unread"): each user has at most one
 * marker per topic, the last message they have read. A topic is unread for a user while it holds a
 * message by someone else after the marker; the user's own messages never count.
 */

const markerOf = (db: DemoDb, userId: number, topicId: number): DemoDiscussionRead | undefined =>
  db.discussionReads.find((read) => read.user_id === userId && read.topic_id === topicId);

/** The last message the user has read in the topic, or null. */
export const readUpTo = (db: DemoDb, userId: number, topicId: number): number | null =>
  markerOf(db, userId, topicId)?.message_id ?? null;

/** The messages by others after the marker. */
export const unreadIn = (topic: DemoDiscussion, userId: number, marker: number | null): number =>
  topic.messages.filter((message) => message.author_id !== userId && (marker === null || message.id > marker))
    .length;

/** Every marker of one user, by topic (one pass over the markers, for a list). */
export const markersOf = (db: DemoDb, userId: number): Map<number, number> =>
  new Map(
    db.discussionReads
      .filter((read) => read.user_id === userId)
      .map((read) => [read.topic_id, read.message_id]),
  );

/** Moves the user's marker to the message, never backwards. */
export const markRead = (db: DemoDb, userId: number, topicId: number, messageId: number): void => {
  const marker = markerOf(db, userId, topicId);
  if (marker === undefined)
    db.discussionReads.push({ user_id: userId, topic_id: topicId, message_id: messageId });
  else if (messageId > marker.message_id) marker.message_id = messageId;
};

/**
 * The topics with unread messages for the user: the Discussions badge of the sidebar, through
 * getUnreadCounts (docs/discussions.md). Only administrators read the board, so anyone else has 0.
 */
export const unreadTopicsFor = (db: DemoDb, userId: number): number => {
  const user = db.users.find((each) => each.id === userId);
  if (user?.user_type !== 'Administrator') return 0;
  const markers = markersOf(db, userId);
  return db.discussions.filter((topic) => unreadIn(topic, userId, markers.get(topic.id) ?? null) > 0).length;
};
