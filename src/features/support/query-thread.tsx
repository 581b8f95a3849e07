import { memo, useMemo, useState } from 'react';

import { MessageThread, type ThreadMessage } from '@/components/message-thread';
import type { QueryMessage } from '@/generated/model';

import { QueryAttachmentPreview } from './query-attachment';
import { authorRole } from './query-words';

/** The newest messages a thread opens with; the earlier ones are one click away. */
export const FIRST_SHOWN = 50;

const toThread = (message: QueryMessage): ThreadMessage => ({
  id: message.id,
  author: `${message.author.name} (${authorRole(message.author.user_type)})`,
  at: message.at,
  text: message.text,
  internal: message.internal,
  files:
    message.attachments.length > 0
      ? message.attachments.map((file) => <QueryAttachmentPreview key={file.id} file={file} />)
      : undefined,
});

/**
 * The query's conversation on the kit's thread, oldest first (docs/support.md, "The query page"):
 * each message with its author and whether they are support or the customer, internal notes marked
 * in words, attachments as previews read only when scrolled to. The whole thread comes with the
 * query (no call per message); a long one opens on its newest 50, with the earlier ones behind
 * "Show earlier messages", so 200 messages open as fast as 50.
 */
export const QueryThread = memo(({ messages }: { messages: readonly QueryMessage[] }) => {
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, messages.length - FIRST_SHOWN);
  const thread = useMemo(() => messages.slice(hidden).map(toThread), [messages, hidden]);
  return (
    <>
      {hidden > 0 ? (
        <p>
          <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={() => setAll(true)}>
            Show {hidden} earlier {hidden === 1 ? 'message' : 'messages'}
          </button>
        </p>
      ) : null}
      <MessageThread messages={thread} label="Messages, oldest first" emptyText="No messages yet." />
    </>
  );
});
QueryThread.displayName = 'QueryThread';
