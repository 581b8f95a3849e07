import type { ReactNode } from 'react';

import type { PickerOption } from '../../option-picker';

/** The options of a reference: another catalogue's active records (`referenceOptions`). */
export interface OptionsState {
  options: readonly PickerOption[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface Choice {
  value: string;
  /** The text: the option's, the checkbox's name. */
  label: string;
  /** Checkboxes: the heading the choice is listed under (the kind of a health-result label). */
  group?: string;
  /** Checkboxes: what is shown for the choice, when more than its text (a label in its tone). */
  content?: ReactNode;
}

/**
 * A column of a list of records edited as rows (`rows`): a number typed (blank is null when the
 * column allows it, else required), a date typed as DD-MM-YYYY (sent as YYYY-MM-DD), a text, or a
 * choice of fixed options or of the values picked in another field (`choicesFrom`: a `choices`
 * field's key and choices; its picked values are offered, with their labels).
 */
export type RowsColumnSpec = { key: string; label: string; narrow?: boolean } & (
  | { kind: 'number'; decimals?: boolean; blank?: 'null'; placeholder?: string }
  | { kind: 'date' }
  | { kind: 'text'; placeholder?: string }
  | { kind: 'choice'; choices: readonly Choice[] }
  | { kind: 'choice'; choicesFrom: { field: string; choices: readonly Choice[] } }
);

/** How a field is edited, and so how it is held in the form and sent. */
export type Control =
  | { kind: 'text'; maxLength?: number; letters?: 'upper' | 'lower'; wide?: boolean }
  | { kind: 'textarea'; maxLength?: number }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'boolean'; yes: string; no: string }
  | { kind: 'date' }
  | { kind: 'choice'; choices: readonly Choice[] }
  | { kind: 'choices'; choices: readonly Choice[] }
  | { kind: 'reference'; useOptions: () => OptionsState }
  | { kind: 'references'; useOptions: () => OptionsState }
  | {
      kind: 'rows';
      /** 'Range': 'Add a range', 'Remove range 3'. */
      rowName: string;
      columns: readonly RowsColumnSpec[];
      /**
       * The row Add appends, from the rows there are and the form's values (to carry on from the
       * last row); blanks, a choice's first option, by default.
       */
      newRow?: (
        rows: readonly Readonly<Record<string, string>>[],
        values: Readonly<Record<string, unknown>>,
      ) => Readonly<Record<string, string>>;
      /** Said under the table's caption. */
      note?: ReactNode;
    };

/**
 * One field of a catalogue (docs/adding-a-screen.md): its body key, its words, how it is edited,
 * whether the list shows it, and how the view shows it.
 */
export interface CatalogueField<Rec> {
  /** The write body's key ('language_id'). */
  key: string;
  label: string;
  control: Control;
  /** Required: a blank one is not sent, so the contract's rule words the message. */
  optional?: boolean;
  /** The message for a value that breaks the contract's pattern. */
  format?: string;
  /** The message for a list with too few picked ('Pick at least one label'). */
  none?: string;
  /** A reference's name in the record ('language' beside 'language_id'). */
  as?: string;
  /** A column of the list (its header is the label). */
  column?: boolean;
  /** The view's value, when the default (text, Yes/No, a date, a name) is not it. */
  show?: (record: Rec) => ReactNode;
  /**
   * Only while another field holds one of `is` (a questionnaire's question category): otherwise
   * the form hides it, the body sends `otherwise` (or leaves it out), and the view leaves it out.
   */
  onlyWhen?: { field: string; is: readonly string[]; otherwise?: unknown };
}
