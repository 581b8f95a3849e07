import { memo, type ReactNode } from 'react';

import { errorIdOf } from '../../field';
import type { Choice } from './fields';

interface CheckboxGroupProps {
  id: string;
  label: string;
  error: string | undefined;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  status?: ReactNode;
}

/** The choices under their group's heading, in order of first appearance ('' for those without). */
const groupsOf = (choices: readonly Choice[]) => {
  const groups = new Map<string, Array<{ choice: Choice; index: number }>>();
  choices.forEach((choice, index) => {
    const group = choice.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), { choice, index }]);
  });
  return [...groups.entries()];
};

/**
 * A set of checkboxes (several of a list): a labelled group, its message below it. Choices with a
 * `group` are listed under its heading (a fieldset each); a choice's `content` is shown in place of
 * its text (a health-result label in its tone), and names the checkbox.
 */
const CheckboxGroupBody = ({ id, label, error, choices, value, onChange, status }: CheckboxGroupProps) => {
  const box = ({ choice, index }: { choice: Choice; index: number }) => (
    <label key={choice.value} className="ui-check">
      <input
        type="checkbox"
        // The first box carries the field's id: a message sends the focus there.
        id={index === 0 ? id : `${id}-${index}`}
        checked={value.includes(choice.value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) =>
          onChange(
            event.target.checked
              ? [...value, choice.value]
              : value.filter((picked) => picked !== choice.value),
          )
        }
      />
      {choice.content ?? choice.label}
    </label>
  );
  const groups = groupsOf(choices);
  const grouped = groups.some(([group]) => group !== '');
  return (
    <fieldset className="ui-field ui-checks" aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend>{label}</legend>
      {grouped ? (
        groups.map(([group, items]) => (
          <fieldset key={group} className="ui-checks-group">
            <legend>{group}</legend>
            <div className="ui-checks-list">{items.map(box)}</div>
          </fieldset>
        ))
      ) : (
        <div className="ui-checks-list">{choices.map((choice, index) => box({ choice, index }))}</div>
      )}
      {status}
      {error ? (
        <small id={errorIdOf(id)} className="ui-field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
};

/**
 * Memoised: a long list (the 46 health-result labels, each in its tone) is drawn again only when
 * its own value, message or choices change, not whenever the form around it renders (Save's busy
 * state).
 */
export const CheckboxGroup = memo(CheckboxGroupBody);
