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
  label: string;
}

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
  | { kind: 'references'; useOptions: () => OptionsState };

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
  /** A reference's name in the record ('language' beside 'language_id'). */
  as?: string;
  /** A column of the list (its header is the label). */
  column?: boolean;
  /** The view's value, when the default (text, Yes/No, a date, a name) is not it. */
  show?: (record: Rec) => ReactNode;
}
