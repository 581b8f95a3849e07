import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';

import { describedBy, Field } from '@/components/field';
import { announceSuccess } from '@/components/form/announce';
import { useReplyDiscussion } from '@/generated/api/discussions/discussions';
import type { DiscussionRecord } from '@/generated/model';
import { useSingleFlight } from '@/lib/use-single-flight';

import { refreshBoard, refusalOf } from './discussion-queries';
import { NO_PATIENT_DATA } from './discussion-words';

const ID = 'discussion-reply';

/**
 * Reply (docs/discussions.md): the text stays until the reply is saved; a failure is the query
 * client's one error toast, and a refusal (422) says why under the box.
 */
export const ReplyBox = ({ topic }: { topic: DiscussionRecord }) => {
  const client = useQueryClient();
  const reply = useReplyDiscussion();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const send = useSingleFlight(async () => {
    if (text.trim() === '') {
      setError('Write a reply.');
      document.getElementById(ID)?.focus();
      return;
    }
    setError(undefined);
    try {
      const saved = await reply.mutateAsync({ id: topic.id, data: { text: text.trim() } });
      setText('');
      await refreshBoard(client, saved);
      announceSuccess('Reply posted.');
    } catch (failure) {
      const refused = refusalOf(failure);
      if (refused) setError(refused.message);
    }
  });
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    send.run();
  };
  return (
    <form className="discussion-form" aria-labelledby={`${ID}-title`} noValidate onSubmit={onSubmit}>
      <h2 id={`${ID}-title`}>Reply</h2>
      <Field id={ID} label="Your reply" error={error}>
        <textarea
          id={ID}
          className="ui-input"
          rows={4}
          maxLength={5_000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...describedBy(ID, error)}
        />
      </Field>
      <p className="ui-muted">{NO_PATIENT_DATA}</p>
      <div className="ui-actions ui-actions-start">
        <button type="submit" className="ui-btn" disabled={send.pending}>
          {send.pending ? 'Sending...' : 'Send reply'}
        </button>
      </div>
    </form>
  );
};
