import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { type EditedRow, RowsEditor, type RowsColumn } from './rows-editor';
import { useEntityForm } from './use-entity-form';

/**
 * The rows editor on a small form of score bands (from, to, label): a generic list of records, as a
 * questionnaire's bands or a test's reference ranges use it.
 */
interface Values {
  bands: EditedRow[];
}
const band = z.object({ from: z.int().min(0), to: z.int().min(0), label: z.string().min(1) });
const schema = z.object({ bands: z.array(band).min(1) }).superRefine((body, ctx) => {
  body.bands.forEach((item, row) => {
    const before = body.bands[row - 1];
    if (before && item.from !== before.to + 1) {
      ctx.addIssue({ code: 'custom', path: ['bands', row, 'root'], message: `starts at ${item.from}` });
    }
  });
});
const number = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text);
const toPayload = (values: Values) => ({
  bands: values.bands.map((row) => ({ from: number(row.from), to: number(row.to), label: row.label })),
});
const FIELDS = {
  bands: {
    label: 'Bands',
    items: { from: { label: 'From' }, to: { label: 'To' }, label: { label: 'Label' } },
  },
};
const COLUMNS: RowsColumn[] = [
  { key: 'from', label: 'From', inputMode: 'numeric', narrow: true },
  { key: 'to', label: 'To', inputMode: 'numeric', narrow: true },
  {
    key: 'label',
    label: 'Label',
    options: ['Normal', 'Mild', 'Severe'].map((value) => ({ value, label: value })),
  },
];

const BandsForm = ({
  bands,
  onSave,
  max,
  columns = COLUMNS,
}: {
  bands: EditedRow[];
  onSave: (body: unknown) => void;
  max?: number;
  columns?: RowsColumn[];
}) => {
  const form = useEntityForm<Values, z.infer<typeof schema>>({
    idPrefix: 'scale',
    schema,
    toPayload,
    fields: FIELDS,
    defaultValues: { bands },
  });
  return (
    <form onSubmit={(event) => void form.submitWith(onSave)(event)} noValidate>
      <RowsEditor
        form={form}
        name="bands"
        caption="Score bands"
        rowName="Band"
        columns={columns}
        {...(max === undefined ? {} : { max })}
        newRow={(rows) => ({ from: String(Number(rows.at(-1)?.to ?? -1) + 1), to: '', label: 'Normal' })}
        note="A band holds both its scores."
      />
      <button type="submit">Save</button>
      {/* What useRecordSave does with a server's 422 on the list. */}
      <button
        type="button"
        onClick={() => form.form.setError('bands', { type: 'server', message: 'The bands overlap.' })}
      >
        Refuse
      </button>
    </form>
  );
};

const PHQ = [
  { from: '0', to: '4', label: 'Normal' },
  { from: '5', to: '9', label: 'Mild' },
];

const setUp = (bands: EditedRow[] = PHQ, options: { max?: number; columns?: RowsColumn[] } = {}) => {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(<BandsForm bands={bands} onSave={onSave} {...options} />);
  return { user, onSave, table: screen.getByRole('table', { name: /Score bands/ }) };
};

describe('RowsEditor', () => {
  it('shows a row per record, each control named by its column and row', () => {
    const { table } = setUp();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'To, band 2' })).toHaveValue('9');
    expect(screen.getByRole('combobox', { name: 'Label, band 1' })).toHaveValue('Normal');
    expect(table).toHaveTextContent('A band holds both its scores.');
  });

  it('adds a row from the last one and focuses it, and removes a row', async () => {
    const { user, onSave } = setUp();
    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    expect(screen.getByRole('textbox', { name: 'From, band 3' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'From, band 3' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'To, band 3' }), '14');
    await user.click(screen.getByRole('button', { name: 'Remove band 1' }));
    expect(screen.getByRole('textbox', { name: 'From, band 1' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        bands: [
          { from: 5, to: 9, label: 'Mild' },
          { from: 10, to: 14, label: 'Normal' },
        ],
      },
      expect.anything(),
    );
  });

  it('says a cell’s own message under it, in its column’s words, and focuses it', async () => {
    const { user, onSave } = setUp();
    await user.clear(screen.getByRole('textbox', { name: 'To, band 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const to = screen.getByRole('textbox', { name: 'To, band 2' });
    expect(to).toHaveAccessibleDescription('To is required');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    await user.type(to, '9');
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lists a message about a whole row under the table, naming the row, and focuses that row', async () => {
    const { user } = setUp([...PHQ, { from: '12', to: '14', label: 'Severe' }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Band 3: starts at 12')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Label, band 3' })).toHaveAccessibleDescription(
      'Band 3: starts at 12',
    );
    expect(screen.getByRole('textbox', { name: 'From, band 3' })).toHaveFocus();
    await user.clear(screen.getByRole('textbox', { name: 'From, band 3' }));
    await user.type(screen.getByRole('textbox', { name: 'From, band 3' }), '10');
    expect(screen.queryByText(/Band 3:/)).not.toBeInTheDocument();
  });

  it('lists a message about the whole list (an empty one, or a server’s refusal)', async () => {
    const { user } = setUp([]);
    expect(screen.getByRole('table', { name: /Score bands/ })).toHaveTextContent('No bands yet.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('table', { name: /Score bands/ })).toHaveAccessibleDescription(
      'Bands: at least 1 needed',
    );
    expect(screen.getByRole('table', { name: /Score bands/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The bands overlap.')).toBeInTheDocument();
  });

  it('adds rows up to its limit, says so, and sends the focus to Add after a Remove', async () => {
    const { user } = setUp(PHQ, { max: 3 });
    const add = screen.getByRole('button', { name: 'Add a band' });
    await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByText('At most 3 bands.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove band 2' }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
    expect(screen.queryByText('At most 3 bands.')).not.toBeInTheDocument();
  });

  it('lists a column’s choices under their groups, after its placeholder for a blank row', () => {
    const grouped: RowsColumn[] = [
      ...COLUMNS.slice(0, 2),
      {
        key: 'label',
        label: 'Label',
        placeholder: 'Select a label',
        options: [
          { value: 'Normal', label: 'Normal', group: 'General' },
          { value: 'Severe', label: 'Severe', group: 'Severity' },
        ],
      },
    ];
    setUp([{ from: '0', to: '4', label: '' }], { columns: grouped });
    const label = screen.getByRole('combobox', { name: 'Label, band 1' });
    expect(label).toHaveValue('');
    expect(within(label).getByRole('option', { name: 'Select a label' })).toBeInTheDocument();
    expect(within(label).getByRole('group', { name: 'Severity' })).toHaveTextContent('Severe');
  });
});
