import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';

import { AttachmentPicker, type PickedFile, toUploads } from '@/components/attachment-picker';
import { announceSuccess } from '@/components/form/announce';
import { useAddQueryMessage } from '@/generated/api/support/support';
import type { CannedReply, QueryRecord } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';

import { refreshQuery } from './query-cache';
import { CannedReplyPicker } from './query-canned';

const TEXT_ID = 'query-reply-text';
const MAX_TEXT = 5000;

type Mode = 'reply' | 'note';

interface Problems {
  text?: string | undefined;
  attachments?: string | undefined;
}

/** What the text is refused for before sending, in the server's terms (1-5,000 characters). */
const checkText = (text: string): string | undefined => {
  if (text.trim() === '') return 'Write a message.';
  if (text.length > MAX_TEXT) return `At most ${MAX_TEXT.toLocaleString('en-US')} characters.`;
  return undefined;
};

/** The refusal's field (a 422's `field`), `text` when it names none. */
const refusedField = (body: unknown): keyof Problems => {
  const field = (body as { field?: unknown } | null)?.field;
  return field === 'attachments' ? 'attachments' : 'text';
};

/**
 * The reply box (docs/support.md, "The query page"): the text, attachments, and for administrators
 * (`note` in `allowed_actions`) a choice between a reply to the customer and an internal note, which
 * looks and reads unmistakably different; a public reply may mark the query as waiting on the
 * customer (the SLA pauses). Canned replies go in at the cursor. The sent message is in the thread
 * at once (the answer is the query); a failure keeps everything typed and chosen, a refusal (422)
 * on its field.
 */
export const QueryReplyBox = ({ query }: { query: QueryRecord }) => {
  const client = useQueryClient();
  const add = useAddQueryMessage();
  const canReply = query.allowed_actions.includes('reply');
  const canNote = query.allowed_actions.includes('note');
  const [mode, setMode] = useState<Mode>(canReply ? 'reply' : 'note');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);

  useEffect(() => {
    if (cursor.current === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(cursor.current, cursor.current);
    cursor.current = null;
  }, [text]);

  const internal = mode === 'note';
  const insert = (reply: CannedReply) => {
    const field = area.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    cursor.current = start + reply.body.length;
    setText(`${text.slice(0, start)}${reply.body}${text.slice(end)}`);
  };

  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const textProblem = checkText(text);
    if (textProblem) {
      setProblems({ text: textProblem });
      area.current?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const saved = await add.mutateAsync({
        id: query.id,
        data: {
          text,
          internal,
          attachments: await toUploads(files),
          ...(canNote && !internal ? { waiting_on_customer: waiting } : {}),
        },
      });
      setText('');
      setFiles([]);
      setWaiting(false);
      announceSuccess(internal ? 'Internal note added.' : 'Reply sent.');
      await refreshQuery(client, saved);
    } catch (failure) {
      const problem = toApiError(failure);
      if (problem.status === 422) {
        setProblems({ [refusedField(problem.body)]: problem.serverMessage ?? problem.message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={internal ? 'ui-card query-reply query-reply-internal' : 'ui-card query-reply'}
      aria-labelledby="query-reply-title"
      noValidate
      onSubmit={(event) => void send(event)}
    >
      <h2 id="query-reply-title">{internal ? 'Internal note' : canNote ? 'Reply to customer' : 'Reply'}</h2>
      {canReply && canNote ? (
        <fieldset className="query-reply-mode">
          <legend>Write</legend>
          <label>
            <input
              type="radio"
              name="query-reply-mode"
              checked={!internal}
              onChange={() => setMode('reply')}
            />{' '}
            Reply to customer
          </label>
          <label>
            <input type="radio" name="query-reply-mode" checked={internal} onChange={() => setMode('note')} />{' '}
            Internal note
          </label>
        </fieldset>
      ) : null}
      {internal ? (
        <p className="query-reply-warning" id="query-reply-internal-hint">
          <strong>Internal note.</strong> The customer will not see this note.
        </p>
      ) : null}
      {canNote ? <CannedReplyPicker disabled={busy} onInsert={insert} /> : null}
      <div className="ui-field">
        <label htmlFor={TEXT_ID}>{internal ? 'Note' : 'Message'}</label>
        <textarea
          ref={area}
          id={TEXT_ID}
          className="ui-input"
          rows={4}
          maxLength={MAX_TEXT}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...(problems.text
            ? { 'aria-invalid': true, 'aria-describedby': `${TEXT_ID}-error` }
            : internal
              ? { 'aria-describedby': 'query-reply-internal-hint' }
              : {})}
        />
        {problems.text ? (
          <small id={`${TEXT_ID}-error`} className="ui-field-error">
            {problems.text}
          </small>
        ) : null}
      </div>
      <AttachmentPicker files={files} onChange={setFiles} disabled={busy} error={problems.attachments} />
      {canNote && !internal ? (
        <label className="query-reply-waiting">
          <input type="checkbox" checked={waiting} onChange={(event) => setWaiting(event.target.checked)} />{' '}
          Waiting on customer after this reply
        </label>
      ) : null}
      <div className="ui-actions ui-actions-start">
        <button type="submit" className={internal ? 'ui-btn query-note-button' : 'ui-btn'} disabled={busy}>
          {busy ? 'Sending...' : internal ? 'Add internal note' : 'Send reply'}
        </button>
      </div>
    </form>
  );
};
