import { createElement, type ReactNode } from 'react';

import { formatDisplayDate } from '@/lib/dates';

import type { PickerOption } from '../../option-picker';
import type { CatalogueField, Control, RowsColumnSpec } from './fields';
import { RowsView } from './rows-view';

/** A row of a `rows` field as the form holds it: every value as typed or picked. */
export type RowValues = Readonly<Record<string, string>>;

/**
 * What a form holds for a field: text (numbers too, as typed), a flag, picked values or options,
 * rows.
 */
export type FieldValue =
  string | boolean | readonly string[] | readonly number[] | PickerOption | readonly RowValues[] | null;

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as typed in a row: 'DD-MM-YYYY'; anything else as it is. */
export const shownDate = (value: string): string =>
  API_DATE.test(value) ? value.split('-').reverse().join('-') : value;

/**
 * A date typed as DD-MM-YYYY (or D-M-YYYY) as the API's YYYY-MM-DD; anything else, a day that
 * does not exist included, as typed, so the contract's pattern refuses it.
 */
export const typedDate = (typed: string): string => {
  const text = typed.trim();
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  if (!match) return text;
  const [day = '', month = '', year = ''] = match.slice(1);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCFullYear() === Number(year) && date.getUTCDate() === Number(day);
  return real ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : text;
};

const cellFromRecord = (column: RowsColumnSpec, raw: unknown): string => {
  if (column.kind === 'date') return typeof raw === 'string' ? shownDate(raw) : '';
  return typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
};

const cellToPayload = (column: RowsColumnSpec, typed: string | undefined): unknown => {
  const text = (typed ?? '').trim();
  switch (column.kind) {
    case 'number':
      return text === '' ? (column.blank === 'null' ? null : undefined) : Number(text);
    case 'date':
      return text === '' ? undefined : typedDate(text);
    case 'text':
    case 'choice':
      return text === '' ? undefined : text;
  }
};

const rowsOf = (value: unknown): readonly Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => isRecord(row)) : [];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const emptyValue = (control: Control): FieldValue => {
  switch (control.kind) {
    case 'boolean':
      return false;
    case 'choices':
    case 'references':
    case 'rows':
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
    case 'rows': {
      const { columns } = field.control;
      return rowsOf(raw).map((row) =>
        Object.fromEntries(columns.map((column) => [column.key, cellFromRecord(column, row[column.key])])),
      );
    }
    case 'reference': {
      const named = field.as ? (record as Record<string, unknown>)[field.as] : undefined;
      if (isRecord(named) && typeof named.id === 'number' && named.id > 0) {
        return { id: named.id, name: typeof named.name === 'string' ? named.name : String(named.id) };
      }
      // A record that names only the id: the control finds the name among its options.
      return typeof raw === 'number' && raw > 0 ? { id: raw, name: `#${raw}` } : null;
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
    case 'rows':
      return rowsOf(value).map((row) =>
        Object.fromEntries(
          control.columns.flatMap((column) => {
            const cell = cellToPayload(
              column,
              typeof row[column.key] === 'string' ? String(row[column.key]) : '',
            );
            return cell === undefined ? [] : [[column.key, cell]];
          }),
        ),
      );
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
    case 'rows':
      return createElement(RowsView, { caption: field.label, columns: control.columns, rows: rowsOf(raw) });
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
