import type { DemoDb } from '../db';
import type { DemoQueryMessage } from '../types';

/**
 * Read markers of support queries (docs/support.md, "Unread"): per user and query, the last message
 * read. Unread messages are those after it that the user may read and did not write; a user without a
 * marker has read nothing. Markers only move forward.
 */

/** The user's markers, by query id (one pass over the table for a list). */
export const markersOf = (db: DemoDb, userId: number): Map<number, number> => {
  const markers = new Map<number, number>();
  for (const read of db.queryReads) if (read.user_id === userId) markers.set(read.query_id, read.message_id);
  return markers;
};

export const markerOf = (db: DemoDb, userId: number, queryId: number): number | null =>
  db.queryReads.find((read) => read.user_id === userId && read.query_id === queryId)?.message_id ?? null;

/** Unread among messages the user may read. */
export const unreadAmong = (
  messages: readonly DemoQueryMessage[],
  userId: number,
  marker: number | null,
): number => {
  let count = 0;
  for (const message of messages)
    if ((marker === null || message.id > marker) && message.author_id !== userId) count += 1;
  return count;
};

/** Moves the user's marker forward to `messageId` (never back). */
export const markRead = (db: DemoDb, userId: number, queryId: number, messageId: number): void => {
  const marker = db.queryReads.find((read) => read.user_id === userId && read.query_id === queryId);
  if (!marker) db.queryReads.push({ user_id: userId, query_id: queryId, message_id: messageId });
  else if (messageId > marker.message_id) marker.message_id = messageId;
};
