import type { ReactNode } from 'react';

import { formatDisplayDateTime } from '@/lib/dates';
import { safeHref } from '@/lib/safe-href';

export interface ThreadAttachment {
  name: string;
  /** Where it is read; one safeHref refuses is shown as its name, never linked. */
  url: string | null;
  /** In bytes. */
  size?: number | undefined;
}

/** One message of a thread (a support query's conversation). */
export interface ThreadMessage {
  id: number | string;
  author: string;
  /** ISO 8601 date-time (UTC). */
  at: string;
  text: string;
  attachments?: readonly ThreadAttachment[] | undefined;
  /**
   * The attachments drawn by the screen instead (previews read through a call, not a URL): `<li>`
   * items, put in the message's 'Attachments' list.
   */
  files?: ReactNode;
  /** A staff note the customer never sees: marked in words, not by colour alone. */
  internal?: boolean | undefined;
}

interface MessageThreadProps {
  messages: readonly ThreadMessage[];
  /** Names the list, with its order: 'Messages, oldest first'. */
  label: string;
  emptyText: string;
}

/** '2.4 MB', '830 KB', '120 bytes'. */
export const sizeText = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

const Attachment = ({ file }: { file: ThreadAttachment }) => (
  <li>
    {safeHref(file.url) ? (
      <a href={safeHref(file.url)} className="ui-link" target="_blank" rel="noopener noreferrer">
        {file.name}
      </a>
    ) : (
      file.name
    )}
    {file.size === undefined ? null : <span className="ui-muted"> ({sizeText(file.size)})</span>}
  </li>
);

/**
 * A conversation in the order given: each message with its author, its time (UTC), its text as
 * typed (line breaks kept, never HTML) and its attachments, linked only through safeHref (a URL from
 * data, as the video room's in docs/telemedicine.md). An internal note says so in words.
 */
export const MessageThread = ({ messages, label, emptyText }: MessageThreadProps) =>
  messages.length === 0 ? (
    <p className="ui-muted">{emptyText}</p>
  ) : (
    <ol className="ui-thread" aria-label={label}>
      {messages.map((message) => {
        const when = `${formatDisplayDateTime(message.at) || '—'} UTC`;
        return (
          <li
            key={message.id}
            className={message.internal ? 'ui-thread-item ui-thread-internal' : 'ui-thread-item'}
            aria-label={`${message.internal ? 'Internal note' : 'Message'} from ${message.author}, ${when}`}
          >
            <p className="ui-thread-meta">
              <strong>{message.author}</strong> <span className="ui-nowrap ui-muted">{when}</span>
              {message.internal ? <span className="ui-tag ui-tag-internal">Internal note</span> : null}
            </p>
            <p className="ui-thread-text">{message.text}</p>
            {message.files ? (
              <ul className="ui-thread-files ui-thread-previews" aria-label="Attachments">
                {message.files}
              </ul>
            ) : message.attachments && message.attachments.length > 0 ? (
              <ul className="ui-thread-files" aria-label="Attachments">
                {message.attachments.map((file, index) => (
                  <Attachment key={`${file.name}-${index}`} file={file} />
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
