import { useAtomValue } from 'jotai';
import { type SyntheticEvent, useMemo, useState } from 'react';

import { userAtom } from '@/atoms/session';
import type { QueryAssignee, QueryCategory, QueryPriority, QueryRecord } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { parseId } from '@/lib/ids';

import { assigneeLoad, useQueryAssignees } from './query-assignees';
import type { QueryMoves } from './query-moves';
import { CATEGORIES, CATEGORY_TEXT, PRIORITIES, PRIORITY_TEXT } from './support-words';

interface Person {
  id: number;
  name: string;
}

/**
 * Until every administrator is in (listQueryAssignees), or if that read fails, the choice is the
 * people the page knows: the caller, the current assignee and the administrators who wrote in the
 * thread (docs/support.md, "Assignees").
 */
const knownChoices = (query: QueryRecord, me: Person | null): Person[] => {
  const people = new Map<number, Person>();
  if (me) people.set(me.id, { id: me.id, name: `${me.name} (me)` });
  if (query.assignee && !people.has(query.assignee.id)) people.set(query.assignee.id, query.assignee);
  for (const message of query.messages) {
    if (message.author.user_type === 'Administrator' && !people.has(message.author.id))
      people.set(message.author.id, { id: message.author.id, name: message.author.name });
  }
  return [...people.values()];
};

/** Every administrator with their open queries ("Asha Rao (4 open)"), and the current assignee. */
const everyChoice = (query: QueryRecord, assignees: readonly QueryAssignee[]): Person[] => {
  const people = assignees.map((assignee) => ({ id: assignee.id, name: assigneeLoad(assignee) }));
  const current = query.assignee;
  return current && !people.some((person) => person.id === current.id) ? [...people, current] : people;
};

/** Triage's assignee choices; a failed read says so in place, with Try again. */
const useAssigneeChoices = (query: QueryRecord, me: Person | null) => {
  const list = useQueryAssignees(true);
  const [known] = useState(() => knownChoices(query, me));
  const { data } = list;
  const choices = useMemo(() => (data ? everyChoice(query, data) : known), [data, query, known]);
  return { choices, failed: list.isError && !data, retry: () => void list.refetch() };
};

interface TriageValues {
  assignee: string;
  priority: QueryPriority;
  category: QueryCategory;
}

const FIELD_IDS = {
  assignee_id: 'query-triage-assignee',
  priority: 'query-triage-priority',
  category: 'query-triage-category',
} as const;

/**
 * Triage (administrators): the assignee, the priority and the category, saved together with the
 * version the page showed. A failure keeps what was chosen; a refusal (422) is shown on its field.
 */
export const QueryTriageForm = ({
  query,
  moves,
  onClose,
}: {
  query: QueryRecord;
  moves: QueryMoves;
  onClose: () => void;
}) => {
  const user = useAtomValue(userAtom);
  const me =
    user?.user_type === 'Administrator'
      ? { id: user.id, name: `${user.first_name} ${user.last_name}` }
      : null;
  const assignees = useAssigneeChoices(query, me);
  const [values, setValues] = useState<TriageValues>({
    assignee: query.assignee ? String(query.assignee.id) : '',
    priority: query.priority,
    category: query.category,
  });
  const [refusal, setRefusal] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOn = (field: keyof typeof FIELD_IDS) => (refusal?.field === field ? refusal.text : undefined);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await moves.triage({
        assignee_id: parseId(values.assignee),
        priority: values.priority,
        category: values.category,
      });
      onClose();
    } catch (failure) {
      const problem = toApiError(failure);
      if (problem.status === 422) {
        const field = (problem.body as { field?: unknown } | null)?.field;
        setRefusal({
          field: typeof field === 'string' ? field : 'assignee_id',
          text: problem.serverMessage ?? problem.message,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const select = (
    field: keyof typeof FIELD_IDS,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: readonly (readonly [string, string])[],
  ) => {
    const id = FIELD_IDS[field];
    const error = errorOn(field);
    return (
      <div className="ui-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          className="ui-input"
          value={value}
          disabled={busy}
          onChange={(event) => onChange(event.target.value)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        >
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
        {error ? (
          <small id={`${id}-error`} className="ui-field-error">
            {error}
          </small>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="ui-card query-form"
      aria-labelledby="query-triage-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="query-triage-title">Triage</h2>
      {select('assignee_id', 'Assignee', values.assignee, (assignee) => setValues({ ...values, assignee }), [
        ['', 'Unassigned'],
        ...assignees.choices.map((person) => [String(person.id), person.name] as const),
      ])}
      {assignees.failed ? (
        <div className="ui-field" role="alert">
          <span>The administrators could not be loaded; the choices are the people on this query.</span>{' '}
          <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={assignees.retry}>
            Try again
          </button>
        </div>
      ) : null}
      {select(
        'priority',
        'Priority',
        values.priority,
        (priority) => setValues({ ...values, priority: priority as QueryPriority }),
        PRIORITIES.map((priority) => [priority, PRIORITY_TEXT[priority]] as const),
      )}
      {select(
        'category',
        'Category',
        values.category,
        (category) => setValues({ ...values, category: category as QueryCategory }),
        CATEGORIES.map((category) => [category, CATEGORY_TEXT[category]] as const),
      )}
      <div className="ui-actions ui-actions-start">
        <button type="submit" className="ui-btn" disabled={busy}>
          {busy ? 'Saving...' : 'Save triage'}
        </button>
        <button type="button" className="ui-btn ui-btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
};
