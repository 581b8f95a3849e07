import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useLocation } from 'wouter';

import { describedBy, Field } from '@/components/field';
import { announceSuccess } from '@/components/form/announce';
import { useCreateDiscussion } from '@/generated/api/discussions/discussions';
import type { DiscussionLinkKind } from '@/generated/model';
import { absolute } from '@/lib/app-paths';
import { parseId } from '@/lib/ids';
import { useSingleFlight } from '@/lib/use-single-flight';

import { refreshBoard, refusalOf } from './discussion-queries';
import { LINK_KIND_TEXT, LINK_KINDS, NO_PATIENT_DATA, topicPath } from './discussion-words';

type FieldName = 'title' | 'text' | 'link';
type Errors = Partial<Record<FieldName, string>>;

const TITLE_MAX = 120;
const TEXT_MAX = 5_000;
const ID = { title: 'topic-title', text: 'topic-text', kind: 'topic-link-kind', link: 'topic-link-id' };

interface Draft {
  title: string;
  text: string;
  kind: DiscussionLinkKind | '';
  id: string;
}

const check = (draft: Draft): Errors => {
  const errors: Errors = {};
  const title = draft.title.trim();
  if (title.length < 3 || title.length > TITLE_MAX)
    errors.title = `A title holds 3 to ${TITLE_MAX} characters.`;
  if (draft.text.trim() === '') errors.text = 'Write the opening post.';
  if (draft.kind !== '' && parseId(draft.id.trim()) === null)
    errors.link = `Give the ${LINK_KIND_TEXT[draft.kind].toLowerCase()}'s number.`;
  return errors;
};

const FOCUS: Record<FieldName, string> = { title: ID.title, text: ID.text, link: ID.link };

/**
 * New topic (docs/discussions.md): a title, the opening post, and optionally the clinic, kiosk,
 * order or query it is about, by number (the server says when there is no such record: 422 on
 * `link`). The form says, always, that the board is not for patient details.
 */
export const NewTopicForm = ({ onClose }: { onClose: () => void }) => {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const create = useCreateDiscussion();
  const [draft, setDraft] = useState<Draft>({ title: '', text: '', kind: '', id: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (['title', 'text', 'link'] as const).find((field) => found[field]);
    if (first) document.getElementById(FOCUS[first])?.focus();
  };
  const submit = useSingleFlight(async () => {
    const found = check(draft);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    const id = parseId(draft.id.trim());
    try {
      const saved = await create.mutateAsync({
        data: {
          title: draft.title.trim(),
          text: draft.text.trim(),
          link: draft.kind === '' || id === null ? null : { kind: draft.kind, id },
        },
      });
      await refreshBoard(client, saved);
      announceSuccess(`Topic #${saved.id} created.`);
      navigate(absolute(topicPath(saved.id)));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused && (refused.field === 'title' || refused.field === 'text' || refused.field === 'link'))
        showErrors({ [refused.field]: refused.message });
    }
  });
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit.run();
  };
  return (
    <form className="discussion-form" aria-labelledby="topic-form-title" noValidate onSubmit={onSubmit}>
      <h2 id="topic-form-title">New topic</h2>
      <p className="ui-message" role="note">
        {NO_PATIENT_DATA}
      </p>
      <Field id={ID.title} label="Title" error={errors.title}>
        <input
          id={ID.title}
          className="ui-input"
          autoComplete="off"
          maxLength={TITLE_MAX}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          {...describedBy(ID.title, errors.title)}
        />
      </Field>
      <Field id={ID.text} label="Message" error={errors.text}>
        <textarea
          id={ID.text}
          className="ui-input"
          rows={5}
          maxLength={TEXT_MAX}
          value={draft.text}
          onChange={(event) => change({ text: event.target.value })}
          {...describedBy(ID.text, errors.text)}
        />
      </Field>
      <fieldset className="discussion-link-fields">
        <legend>About (optional)</legend>
        <Field id={ID.kind} label="Kind of record">
          <select
            id={ID.kind}
            className="ui-input"
            value={draft.kind}
            onChange={(event) => change({ kind: event.target.value as Draft['kind'] })}
          >
            <option value="">No record</option>
            {LINK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LINK_KIND_TEXT[kind]}
              </option>
            ))}
          </select>
        </Field>
        {draft.kind === '' ? null : (
          <Field id={ID.link} label={`${LINK_KIND_TEXT[draft.kind]} number`} error={errors.link}>
            <input
              id={ID.link}
              className="ui-input"
              inputMode="numeric"
              autoComplete="off"
              value={draft.id}
              onChange={(event) => change({ id: event.target.value })}
              {...describedBy(ID.link, errors.link)}
            />
          </Field>
        )}
      </fieldset>
      <div className="ui-actions ui-actions-start">
        <button type="submit" className="ui-btn" disabled={submit.pending}>
          {submit.pending ? 'Saving...' : 'Create topic'}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
};
