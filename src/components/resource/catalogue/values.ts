import type { ReactNode } from 'react';

import { formatDisplayDate } from '@/lib/dates';

import type { PickerOption } from '../../option-picker';
import type { CatalogueField, Control } from './fields';

/** What a form holds for a field: text (numbers too, as typed), a flag, picked values or options. */
export type FieldValue = string | boolean | readonly string[] | readonly number[] | PickerOption | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const emptyValue = (control: Control): FieldValue => {
  switch (control.kind) {
    case 'boolean':
      return false;
    case 'choices':
    case 'references':
      return [];
    case 'reference':
      return null;
    case 'choice':
      return control.choices[0]?.value ?? '';
    case 'text':
    case 'textarea':
    case 'number':
    case 'date':
      return '';
  }
};

/** A record's field as the form holds it. */
export const valueFromRecord = <Rec>(field: CatalogueField<Rec>, record: Rec): FieldValue => {
  const raw = (record as Record<string, unknown>)[field.key];
  switch (field.control.kind) {
    case 'boolean':
      return raw === true;
    case 'number':
      return typeof raw === 'number' ? String(raw) : '';
    case 'choices':
      return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
    case 'references':
      return Array.isArray(raw) ? raw.filter((item): item is number => typeof item === 'number') : [];
    case 'reference': {
      const named = field.as ? (record as Record<string, unknown>)[field.as] : undefined;
      return isRecord(named) && typeof named.id === 'number' && named.id > 0
        ? { id: named.id, name: typeof named.name === 'string' ? named.name : String(named.id) }
        : null;
    }
    case 'text':
    case 'textarea':
    case 'date':
    case 'choice':
      return typeof raw === 'string' ? raw : '';
  }
};

/**
 * A field as the body sends it. A blank optional field is left out; a blank required one is left
 * out too, so the contract's schema says it is required (zod-messages.ts words it).
 */
export const valueToPayload = (control: Control, value: FieldValue): unknown => {
  switch (control.kind) {
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      const cased =
        control.letters === 'upper'
          ? text.toUpperCase()
          : control.letters === 'lower'
            ? text.toLowerCase()
            : text;
      return cased === '' ? undefined : cased;
    }
    case 'textarea':
    case 'date':
    case 'choice': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? undefined : text;
    }
    case 'number': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? undefined : Number(text);
    }
    case 'boolean':
      return value === true;
    case 'choices':
    case 'references':
      return Array.isArray(value) ? [...(value as readonly unknown[])] : [];
    case 'reference':
      return isRecord(value) && typeof value.id === 'number' ? value.id : undefined;
  }
};

const NONE = '—';

/** The view's default for a field: its text, Yes or No, a date as DD-MM-YYYY, a name, a list. */
export const displayValue = <Rec>(field: CatalogueField<Rec>, record: Rec): ReactNode => {
  if (field.show) return field.show(record);
  const raw = (record as Record<string, unknown>)[field.key];
  const { control } = field;
  switch (control.kind) {
    case 'boolean':
      return raw === true ? control.yes : control.no;
    case 'date':
      return typeof raw === 'string' && raw !== '' ? formatDisplayDate(raw) : NONE;
    case 'choice':
      return (
        control.choices.find((choice) => choice.value === raw)?.label ??
        (typeof raw === 'string' ? raw : NONE)
      );
    case 'choices': {
      const picked = Array.isArray(raw) ? raw : [];
      const labels = control.choices
        .filter((choice) => picked.includes(choice.value))
        .map((choice) => choice.label);
      return labels.length > 0 ? labels.join(', ') : NONE;
    }
    case 'reference':
    case 'references': {
      const named = field.as ? (record as Record<string, unknown>)[field.as] : undefined;
      const list = Array.isArray(named) ? named : named === undefined ? [] : [named];
      const names = list.filter(isRecord).map((item) => String(item.name));
      return names.length > 0 ? names.join(', ') : NONE;
    }
    case 'text':
    case 'textarea':
    case 'number':
      return typeof raw === 'string' || typeof raw === 'number'
        ? String(raw) === ''
          ? NONE
          : String(raw)
        : NONE;
  }
};
