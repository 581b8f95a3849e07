import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Master > Test Types (requirements 2.11.17; docs/master-data.md, "Test types and reference
 * ranges") on the seed (src/mocks/catalogues/seed-tests.ts): 17 test types; Fasting glucose (3) has
 * the ADA cut-offs below 100, 100 to 126 and 126 and above; kiosk configurations offer 1 to 10, 13,
 * 15 and 16, not Heart sounds (11).
 */
const LIST = '/dashboard/master/testType';
const CREATE = `${LIST}/create`;
const GLUCOSE = `${LIST}/view/3`;
const WALK_MS = 20_000;

const save = () => screen.getByRole('button', { name: 'Save' });
const cell = (label: string, row: number) => screen.getByRole('textbox', { name: `${label}, range ${row}` });
const retype = async (user: UserEvent, input: HTMLElement, value: string) => {
  await user.clear(input);
  if (value !== '') await user.type(input, value);
};
const labelBox = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });
const LEVELS = 'Levels (blood pressure, lipids, sugar)';
const editGlucose = async () => {
  const rendered = renderRoute({ url: GLUCOSE });
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('table', { name: /Reference ranges/ });
  return rendered;
};

describe('Master > Test Types: the list', () => {
  it('lists the active test types with their code, category, kind and unit, and searches them by code', async () => {
    const { user } = renderRoute({ url: LIST });
    const table = await screen.findByRole('table', { name: 'Test Types' });
    await waitFor(() => expect(screen.getByText(/^Test Types:/)).toHaveTextContent('Test Types: 17'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Code', 'Category', 'Kind', 'Unit']);
    expect(within(table).getByRole('row', { name: /Fasting glucose/ })).toHaveTextContent(
      'Fasting glucoseGLU_FBloodNumericmg/dL',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search test types' }), 'hba1c{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(within(table).getByRole('link', { name: 'HbA1c' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Type: HbA1c' })).toBeInTheDocument();
    expect(currentUrl()).toBe(`${LIST}/view/4`);
  });

  it('lists the inactive ones apart', async () => {
    const demo = serveDemoApi();
    demo.db.catalogues.testTypes[10]!.status = false; // Heart sounds
    renderRoute({ url: `${LIST}?status=inactive`, demo });
    const table = await screen.findByRole('table', { name: 'Test Types' });
    expect(await within(table).findByRole('link', { name: 'Heart sounds' })).toBeInTheDocument();
    expect(demo.bodies('/v3/test-type/filter')).toEqual([
      { page: 1, limit: 10, searchValue: null, status: false },
    ]);
  });
});

describe('Master > Test Types: create', () => {
  it(
    'says what a numeric test lacks, then creates it with its ranges and opens it',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: CREATE, demo });
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      for (const message of [
        'Name is required',
        'Code is required',
        'Category is required',
        'Unit is required for a numeric test',
        'Pick at least one label',
        'A numeric test needs its reference ranges: add at least one',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      expect(screen.getByLabelText('Name')).toHaveFocus();
      await user.type(screen.getByLabelText('Name'), 'Uric acid');
      await user.type(screen.getByLabelText('Code'), 'uric_1');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Blood' })).toBeInTheDocument());
      await user.selectOptions(screen.getByLabelText('Category'), 'Blood');
      await user.type(screen.getByLabelText('Unit'), 'mg/dL');
      await user.click(labelBox(LEVELS, 'Normal'));
      await user.click(labelBox(LEVELS, 'High'));
      await user.click(screen.getByRole('button', { name: 'Add a range' }));
      expect(screen.getByRole('combobox', { name: 'Gender, range 1' })).toHaveFocus();
      await user.type(cell('High', 1), '7');
      await user.click(screen.getByRole('button', { name: 'Add a range' }));
      // The new range carries on from the last: its set, from its high, with the next label.
      expect(cell('Low', 2)).toHaveValue('7');
      expect(screen.getByRole('combobox', { name: 'Label, range 2' })).toHaveValue('High');
      await retype(user, cell('Effective from', 1), '01-04-2026');
      await retype(user, cell('Effective from', 2), '1-4-2026');
      await user.click(save());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Test Type: Uric acid' }),
      ).toBeInTheDocument();
      const adults = { gender: 'any', age_from: 18, age_to: 120, effective_from: '2026-04-01' };
      expect(demo.bodies('/v3/test-type/')).toEqual([
        {
          name: 'Uric acid',
          code: 'URIC_1',
          category_id: 2,
          kind: 'numeric',
          unit: 'mg/dL',
          labels: ['Normal', 'High'],
          question_category_id: null,
          ranges: [
            { ...adults, low: null, high: 7, label: 'Normal' },
            { ...adults, low: 7, high: null, label: 'High' },
          ],
        },
      ]);
      expect(
        screen.getByRole('table', { name: 'Any gender · 18 to 120 years · from 01-04-2026' }),
      ).toHaveTextContent('below 7Normal7 and aboveHigh');
    },
    WALK_MS,
  );

  it('words each cell’s own rule under it', async () => {
    const { user } = renderRoute({ url: CREATE });
    await user.click(await screen.findByRole('button', { name: 'Add a range' }));
    await retype(user, cell('Age from', 1), '');
    await retype(user, cell('Age to', 1), '12.5');
    await user.type(cell('Low', 1), 'ten');
    await retype(user, cell('Effective from', 1), '31-02-2026');
    await user.click(save());
    expect(await screen.findByText('Age from is required')).toBeInTheDocument();
    expect(cell('Age to', 1)).toHaveAccessibleDescription('Age to must be a whole number');
    expect(cell('Low', 1)).toHaveAccessibleDescription('Low must be a number');
    expect(cell('Effective from', 1)).toHaveAccessibleDescription(
      'Effective from must be a day as DD-MM-YYYY',
    );
    expect(cell('Age to', 1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('hides the unit and the ranges of a categorical test, and asks a questionnaire for its question category', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await user.type(await screen.findByLabelText('Name'), 'Anxiety (GAD-7)');
    await user.type(screen.getByLabelText('Code'), 'GAD7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Questionnaires' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Category'), 'Questionnaires');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Categorical');
    expect(screen.queryByLabelText('Unit')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Reference ranges/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Questionnaire');
    await user.click(labelBox('Severity', 'Mild'));
    await user.click(save());
    expect(
      await screen.findByText('Question category is required for a questionnaire test'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Question category')).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Depression (PHQ-9)' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Question category'), 'Depression (PHQ-9)');
    await user.click(save());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test Type: Anxiety (GAD-7)' }),
    ).toBeInTheDocument();
    expect(demo.bodies('/v3/test-type/')).toEqual([
      expect.objectContaining({
        kind: 'questionnaire',
        question_category_id: 1,
        ranges: [],
        labels: ['Mild'],
      }),
    ]);
    expect(demo.bodies('/v3/test-type/')[0]).not.toHaveProperty('unit');
    expect(screen.getByText('Depression (PHQ-9)')).toBeInTheDocument();
  });

  it('refuses a code another test type has, on the Code field, and keeps what was typed', async () => {
    const { user } = renderRoute({ url: CREATE });
    await user.type(await screen.findByLabelText('Name'), 'Glucose again');
    await user.type(screen.getByLabelText('Code'), 'glu_f');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Blood' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Category'), 'Blood');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Categorical');
    await user.click(labelBox(LEVELS, 'Normal'));
    await user.click(save());
    const message = 'A test type with the code GLU_F already exists.';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Glucose again');
  });

  it('shows each label in its tone, grouped by kind, Minimal named apart from Normal', async () => {
    renderRoute({ url: CREATE });
    const box = within(await screen.findByRole('group', { name: 'Severity' })).getByRole('checkbox', {
      name: 'Normal (Minimal)',
    });
    expect(box.closest('label')?.querySelector('[data-tone="green"]')).toHaveTextContent('Normal');
    expect(
      labelBox(LEVELS, 'Borderline High').closest('label')?.querySelector('[data-tone]'),
    ).toHaveAttribute('data-tone', 'amber');
  });
});

describe('Master > Test Types: the ranges are checked before anything is sent', () => {
  it('names a gap, focuses its range, then an overlap, and saves once they are gone', async () => {
    const demo = serveDemoApi();
    const { user } = await editGlucose();
    await retype(user, cell('High', 2), '120');
    await user.click(save());
    const gap = 'Range 3: Any gender, 18 to 120, from 01-01-2024: nothing between 120 and 126';
    expect(await screen.findByText(gap)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gender, range 3' })).toHaveFocus();
    expect(cell('Low', 3)).toHaveAccessibleDescription(gap);
    await retype(user, cell('High', 2), '130');
    expect(
      await screen.findByText(
        'Range 3: Any gender, 18 to 120, from 01-01-2024: 100 to 130 overlaps 126 and above',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(gap)).not.toBeInTheDocument();
    expect(demo.count('PUT', '/v3/test-type/3')).toBe(0);
    await retype(user, cell('Low', 3), '130');
    await user.click(save());
    expect(await screen.findByText('Test Type Fasting glucose updated.')).toBeInTheDocument();
    expect(demo.db.catalogues.testTypes[2]!.ranges[2]).toMatchObject({ low: 130, label: 'Diabetic' });
  });

  it('names a range whose label is no longer picked', async () => {
    const { user } = await editGlucose();
    await user.click(
      within(screen.getByRole('group', { name: 'Diabetes' })).getByRole('checkbox', { name: 'Prediabetic' }),
    );
    await user.click(save());
    expect(
      await screen.findByText(
        'Range 2: Any gender, 18 to 120, from 01-01-2024: Prediabetic is not one of this test’s labels',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Label, range 2' })).toHaveValue('Prediabetic');
  });

  it('removes a range, and says what that leaves', async () => {
    const { user } = await editGlucose();
    await user.click(screen.getByRole('button', { name: 'Remove range 2' }));
    await user.click(save());
    expect(
      await screen.findByText('Range 2: Any gender, 18 to 120, from 01-01-2024: nothing between 100 and 126'),
    ).toBeInTheDocument();
  });
});

describe('Master > Test Types: the record', () => {
  it('shows the ranges as a table per gender, age band and date, each label in its tone', async () => {
    renderRoute({ url: `${LIST}/view/17` }); // Haemoglobin: WHO's ten ranges
    const men = await screen.findByRole('table', { name: 'Male · 15 to 120 years · from 01-01-2024' });
    expect(
      within(men)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Value (g/dL)Label', 'below 13Low', '13 to 16.6Normal', '16.6 and aboveHigh']);
    expect(within(men).getByText('Low')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getAllByRole('table', { name: /years · from/ })).toHaveLength(4);
  });

  it('edits in place and saves with the version it started from', async () => {
    const demo = serveDemoApi();
    const { user } = await editGlucose();
    await retype(user, screen.getByLabelText('Unit'), 'mg/dl');
    await user.click(save());
    expect(await screen.findByText('Test Type Fasting glucose updated.')).toBeInTheDocument();
    expect(demo.bodies('/v3/test-type/3')).toEqual([expect.objectContaining({ unit: 'mg/dl', version: 1 })]);
    await screen.findByRole('button', { name: 'Edit' });
  });

  it(
    'loses neither edit when someone saved in between: their rename is taken, the ranges typed stay',
    async () => {
      const demo = serveDemoApi();
      const { user } = await editGlucose();
      Object.assign(demo.db.catalogues.testTypes[2]!, { name: 'Glucose, fasting', version: 2 });
      await retype(user, cell('High', 1), '99');
      await retype(user, cell('Low', 2), '99');
      await user.click(save());
      const changes = await screen.findByRole('table', { name: 'What they changed' });
      expect(within(changes).getByRole('row', { name: /Name/ })).toHaveTextContent(
        'Fasting glucoseGlucose, fasting',
      );
      expect(screen.getByLabelText('Name')).toHaveValue('Glucose, fasting');
      expect(cell('High', 1)).toHaveValue('99');
      await user.click(save());
      await screen.findByText('Test Type Glucose, fasting updated.');
      expect(demo.db.catalogues.testTypes[2]).toMatchObject({ name: 'Glucose, fasting', version: 3 });
      expect(demo.db.catalogues.testTypes[2]!.ranges.map((range) => range.high)).toEqual([99, 126, null]);
    },
    WALK_MS,
  );

  it('refuses to disable a test a kiosk configuration offers, and says why', async () => {
    const { user } = renderRoute({ url: GLUCOSE });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText(
        'Fasting glucose is in use: 2 active kiosk configurations offer it. Disable them first.',
      ),
    ).toBeInTheDocument();
  });

  it('disables a test no kiosk configuration offers', async () => {
    const { user } = renderRoute({ url: `${LIST}/view/11` });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Test Type Heart sounds disabled.')).toBeInTheDocument();
  });

  it.each([
    ['abc', "'abc' is not a test type id: an id is a whole number from 1."],
    ['999', 'No test type with ID 999 was found. It may have been removed.'],
  ])('says so at view/%s', async (id, message) => {
    renderRoute({ url: `${LIST}/view/${id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('is the administrators’: a customer reads the message, and no call is made', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: GLUCOSE, user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
    expect(demo.count('GET', '/v3/test-type/3')).toBe(0);
  });
});
