import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Master > Question Categories (docs/requirements.md 2.11.21; docs/master-data.md, "Questionnaires"):
 * the list, create with the band rule in the form and on the server, the category's page (its bands
 * as tags, its highest total, its questions in order, the warning when the bands no longer reach
 * it), edit with the 409 path, and the refusals. Seed: category 1 is PHQ-9 (9 questions, 0 to 3
 * each, bands to 27), used by test type 13; category 2 is prakriti (6 questions, 0 to 2 each).
 */
const LIST = '/dashboard/master/questioncategory';
const PHQ9 = `${LIST}/info?category_id=1`;
const WALK_MS = 20_000;

const save = () => screen.getByRole('button', { name: 'Save' });
const typeInto = async (user: UserEvent, label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
};
const fillBand = async (user: UserEvent, row: number, from: string, to: string, label: string) => {
  await typeInto(user, `From, band ${row}`, from);
  await typeInto(user, `To, band ${row}`, to);
  await user.selectOptions(screen.getByLabelText(`Label, band ${row}`), label);
};
const bandsGroup = () => screen.getByRole('table', { name: /^Score bands/ });

describe('the list', () => {
  it('lists the categories with their questions and highest total; the name opens the category', async () => {
    const { user } = renderRoute({ url: LIST });
    const table = await screen.findByRole('table', { name: 'Question Categories' });
    const phq9 = await within(table).findByRole('row', { name: /Depression \(PHQ-9\)/ });
    expect(
      within(phq9)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Depression (PHQ-9)', '9', '27']);
    expect(screen.getByText(/^Question Categories:/)).toHaveTextContent('Question Categories: 2');
    await user.click(within(phq9).getByRole('link', { name: 'Depression (PHQ-9)' }));
    await waitFor(() => expect(currentUrl()).toBe(PHQ9));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question Category: Depression (PHQ-9)' }),
    ).toBeInTheDocument();
  });

  it('searches by name, and lists inactive categories apart', async () => {
    const demo = serveDemoApi();
    demo.db.catalogues.questionCategories[1]!.status = false; // prakriti, as if disabled
    const { user } = renderRoute({ url: LIST, demo });
    const table = await screen.findByRole('table', { name: 'Question Categories' });
    await within(table).findByRole('link', { name: 'Depression (PHQ-9)' });
    expect(within(table).queryByRole('link', { name: /prakriti/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    expect(
      await within(table).findByRole('link', { name: 'Body constitution (prakriti)' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.type(screen.getByRole('searchbox', { name: 'Search question categories' }), 'gad{Enter}');
    expect(await within(table).findByText('No data found')).toBeInTheDocument();
    expect(currentUrl()).toContain('search=gad');
  });

  it('is the administrators’: a customer reads so, and no call is made', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: LIST, user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
    expect(demo.count('POST', '/v3/question-category/filter')).toBe(0);
  });
});

describe('create', () => {
  it(
    'words every band problem on the bands before sending, then creates the category and opens it',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: `${LIST}/create`, demo });
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      const incomplete = 'Score bands: band 1 needs a to and a label.';
      expect(bandsGroup()).toHaveAccessibleDescription(incomplete);

      await typeInto(user, 'Name', 'Anxiety (GAD-7)');
      await fillBand(user, 1, '0', '14', 'Minimal');
      await user.click(screen.getByRole('button', { name: 'Add a band' }));
      expect(screen.getByLabelText('From, band 2')).toHaveFocus();
      await fillBand(user, 2, '12', '16', 'Mild');
      await user.click(screen.getByRole('button', { name: 'Add a band' }));
      await fillBand(user, 3, '18', '21', 'Severe');
      await user.click(save());
      expect(
        await screen.findByText('Score bands: 0 to 14 overlaps 12 to 16; nothing between 16 and 18.'),
      ).toBeInTheDocument();
      expect(demo.count('POST', '/v3/question-category/')).toBe(0);

      await typeInto(user, 'From, band 2', '15');
      await typeInto(user, 'To, band 2', '17');
      await waitFor(() => expect(bandsGroup()).not.toHaveAccessibleDescription());
      await user.click(save());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Question Category: Anxiety (GAD-7)' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Question Category Anxiety (GAD-7) created.')).toBeInTheDocument();
      expect(demo.bodies('/v3/question-category/')).toEqual([
        {
          name: 'Anxiety (GAD-7)',
          bands: [
            { from: 0, to: 14, label: 'Minimal' },
            { from: 15, to: 17, label: 'Mild' },
            { from: 18, to: 21, label: 'Severe' },
          ],
        },
      ]);
      expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
    },
    WALK_MS,
  );

  it('refuses a name another category has, on the Name field, keeping what was typed', async () => {
    const { user } = renderRoute({ url: `${LIST}/create` });
    await screen.findByLabelText('Name');
    await typeInto(user, 'Name', 'depression (phq-9)');
    await fillBand(user, 1, '0', '0', 'Normal');
    await user.click(save());
    const message = 'A question category with the name depression (phq-9) already exists.';
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('Name')).toHaveValue('depression (phq-9)');
  });

  it('removes a band, and gives the focus to Add', async () => {
    const { user } = renderRoute({ url: `${LIST}/create` });
    await user.click(await screen.findByRole('button', { name: 'Remove band 1' }));
    expect(screen.getByText('No bands yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a band' })).toHaveFocus();
  });
});

describe('the category’s page', () => {
  it('shows its bands as labels, its highest total and its questions in order, with Add question', async () => {
    renderRoute({ url: PHQ9 });
    const bands = await screen.findByRole('table', { name: 'Score bands' });
    expect(
      within(bands)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '0 to 4Normal',
      '5 to 9Mild',
      '10 to 14Moderate',
      '15 to 19Moderately Severe',
      '20 to 27Severe',
    ]);
    expect(screen.getByText('Highest total').nextSibling).toHaveTextContent('27');
    const questions = screen.getByRole('table', { name: 'Questions' });
    await waitFor(() => expect(within(questions).getAllByRole('row')).toHaveLength(10));
    expect(within(questions).getAllByRole('row')[1]).toHaveTextContent(
      '1Little interest or pleasure in doing things3Active',
    );
    expect(
      within(questions).getByRole('link', { name: /^Thoughts that you would be better off dead/ }),
    ).toHaveAttribute('href', '/dashboard/master/questioncategory/question/info?question_id=9');
    expect(screen.getByRole('link', { name: 'Add question' })).toHaveAttribute(
      'href',
      '/dashboard/master/questioncategory/question/create?category_id=1',
    );
    expect(screen.queryByText(/no longer fit/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', LIST);
  });

  it(
    'warns when an option raised the highest total past the bands; the edit must reach it',
    async () => {
      const demo = serveDemoApi();
      // Someone gave question 1 a fifth answer worth 5: PHQ-9 can now total 29.
      demo.db.catalogues.questionOptions.push({
        ...demo.db.catalogues.questionOptions[0]!,
        id: 999,
        text: 'Every single day',
        score: 5,
        position: 5,
      });
      const { user } = renderRoute({ url: PHQ9, demo });
      expect((await screen.findByText(/no longer fit/)).closest('[role="status"]')).toHaveTextContent(
        'The score bands no longer fit the questions. Score bands: the bands end at 27 but the questions can give 29.',
      );
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      expect(bandsGroup()).toHaveTextContent('can give totals from 0 to 29');
      await user.click(save());
      expect(
        await screen.findByText('Score bands: the bands end at 27 but the questions can give 29.'),
      ).toBeInTheDocument();
      expect(demo.count('PUT', '/v3/question-category/1')).toBe(0);
      await typeInto(user, 'To, band 5', '29');
      await user.click(save());
      expect(await screen.findByText('Question Category Depression (PHQ-9) updated.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(/no longer fit/)).not.toBeInTheDocument());
      expect(demo.db.catalogues.questionCategories[0]!.bands.at(-1)).toEqual({
        from: 20,
        to: 29,
        label: 'Severe',
      });
    },
    WALK_MS,
  );

  it(
    'loses neither edit when someone changed the bands meanwhile (409): theirs shown and taken, the name typed kept',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: PHQ9, demo });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const stored = demo.db.catalogues.questionCategories[0]!;
      Object.assign(stored, {
        bands: [...stored.bands.slice(0, 4), { from: 20, to: 27, label: 'Seriously High' }],
        version: 2,
      });
      await typeInto(user, 'Name', 'PHQ-9');
      await user.click(save());
      const changes = await screen.findByRole('table', { name: 'What they changed' });
      expect(within(changes).getByRole('row', { name: /Score bands/ })).toHaveTextContent('Seriously High');
      expect(screen.getByLabelText('Label, band 5')).toHaveValue('Seriously High');
      expect(screen.getByLabelText('Name')).toHaveValue('PHQ-9');
      await user.click(save());
      await screen.findByRole('heading', { level: 1, name: 'Question Category: PHQ-9' });
      expect(stored).toMatchObject({ name: 'PHQ-9', version: 3 });
      expect(stored.bands.at(-1)?.label).toBe('Seriously High');
    },
    WALK_MS,
  );

  it('refuses to disable a category a test type asks, and says so', async () => {
    const { user } = renderRoute({ url: PHQ9 });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText(
        'Depression (PHQ-9) is in use: 1 active test type uses it. Disable them first.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['abc', "'abc' is not a question category id: an id is a whole number from 1."],
    ['999', 'No question category with ID 999 was found. It may have been removed.'],
  ])('says plainly that category_id=%s names no category', async (raw, message) => {
    renderRoute({ url: `${LIST}/info?category_id=${raw}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Question Category Details' })).toBeInTheDocument();
  });
});
