import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';

/**
 * A category's questions and a question's options (docs/requirements.md 2.11.21; docs/master-data.md,
 * "Questionnaires"): added from the parent's page, which fixes the parent; positions and texts unique
 * within the parent (refused on their field); scores 0 to 100; Back up the chain (option, question,
 * category, list); a bad or unknown id said plainly. Seed: PHQ-9 is category 1 with questions 1 to
 * 9; question 1's options are 1 to 4 (Not at all 0 ... Nearly every day 3).
 */
const ROOT = '/dashboard/master/questioncategory';
const WALK_MS = 20_000;

const save = () => screen.getByRole('button', { name: 'Save' });
const typeInto = async (user: UserEvent, label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const back = () => screen.getByRole('link', { name: /^Back to/ });

describe('questions', () => {
  it(
    'adds a question from its category’s page, the category fixed; a taken position is refused on its field',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: `${ROOT}/info?category_id=1`, demo });
      await user.click(await screen.findByRole('link', { name: 'Add question' }));
      await waitFor(() => expect(currentUrl()).toBe(`${ROOT}/question/create?category_id=1`));
      expect(await heading('Create Question')).toBeInTheDocument();
      await screen.findByRole('button', { name: 'Save' });
      expect(screen.getByText('Question category').nextSibling).toHaveTextContent('Depression (PHQ-9)');
      expect(screen.getByRole('button', { name: 'Back to the question category' })).toBeInTheDocument();

      await user.click(save());
      expect(await screen.findByText('Question is required')).toBeInTheDocument();
      expect(screen.getByText('Position is required')).toBeInTheDocument();
      await typeInto(user, 'Question', 'Feeling nervous, anxious or on edge');
      await typeInto(user, 'Position', '3');
      await user.click(save());
      const taken = 'A question with the position 3 already exists there.';
      await waitFor(() => expect(screen.getByLabelText('Position')).toHaveAccessibleDescription(taken));
      expect(screen.getByLabelText('Question')).toHaveValue('Feeling nervous, anxious or on edge');

      await typeInto(user, 'Position', '10');
      await user.click(save());
      expect(await heading('Question: Feeling nervous, anxious or on edge')).toBeInTheDocument();
      expect(demo.bodies('/v3/question/')).toEqual([
        { category_id: 1, text: 'Feeling nervous, anxious or on edge', position: 3 },
        { category_id: 1, text: 'Feeling nervous, anxious or on edge', position: 10 },
      ]);
      expect(
        await screen.findByText('No options yet: the question gives no score until it has some.'),
      ).toBeInTheDocument();
      expect(back()).toHaveAttribute('href', `${ROOT}/info?category_id=1`);
    },
    WALK_MS,
  );

  it('shows a question’s options in order with their scores, its category linked, and Add option', async () => {
    renderRoute({ url: `${ROOT}/question/info?question_id=1` });
    expect(await heading('Question: Little interest or pleasure in doing things')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Depression (PHQ-9)' })).toHaveAttribute(
      'href',
      `${ROOT}/info?category_id=1`,
    );
    expect(screen.getByText('Highest score').nextSibling).toHaveTextContent('3');
    const options = screen.getByRole('table', { name: 'Options' });
    await waitFor(() => expect(within(options).getAllByRole('row')).toHaveLength(5));
    expect(
      within(options)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1Not at all0Active',
      '2Several days1Active',
      '3More than half the days2Active',
      '4Nearly every day3Active',
    ]);
    expect(screen.getByRole('link', { name: 'Add option' })).toHaveAttribute(
      'href',
      `${ROOT}/question/option/create?question_id=1`,
    );
    expect(back()).toHaveAccessibleName('Back to the question category');
  });

  it('edits a question in place; a text its category has is refused on its field', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${ROOT}/question/info?question_id=2`, demo });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await typeInto(user, 'Question', 'feeling tired or having little energy');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Question')).toHaveAccessibleDescription(
        'A question with the text feeling tired or having little energy already exists there.',
      ),
    );
    await typeInto(user, 'Question', 'Feeling down or hopeless');
    await user.click(save());
    expect(await heading('Question: Feeling down or hopeless')).toBeInTheDocument();
    expect(demo.db.catalogues.questions[1]).toMatchObject({ text: 'Feeling down or hopeless', version: 2 });
  });
});

describe('options', () => {
  it(
    'adds an option, the question fixed; its score raises the category’s highest total past the bands, which its page then says',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: `${ROOT}/question/option/create?question_id=1`, demo });
      expect(await heading('Create Question Option')).toBeInTheDocument();
      await screen.findByRole('button', { name: 'Save' });
      expect(screen.getByText('Question', { selector: '.ui-field-label' }).nextSibling).toHaveTextContent(
        'Little interest or pleasure in doing things',
      );
      await typeInto(user, 'Option', 'Every single day');
      await typeInto(user, 'Score', '101');
      await typeInto(user, 'Position', '4');
      await user.click(save());
      expect(await screen.findByText('Score must be at most 100')).toBeInTheDocument();
      await typeInto(user, 'Score', '5');
      await user.click(save());
      await waitFor(() =>
        expect(screen.getByLabelText('Position')).toHaveAccessibleDescription(
          'A question option with the position 4 already exists there.',
        ),
      );
      await typeInto(user, 'Position', '5');
      await user.click(save());
      expect(await heading('Question Option: Every single day')).toBeInTheDocument();

      // Up the chain: the option's question, then its category.
      expect(back()).toHaveAccessibleName('Back to the question');
      await user.click(back());
      expect(await heading('Question: Little interest or pleasure in doing things')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Every single day' })).toBeInTheDocument();
      expect(screen.getByText('Highest score').nextSibling).toHaveTextContent('5');
      await user.click(back());
      expect(await heading('Question Category: Depression (PHQ-9)')).toBeInTheDocument();
      expect(await screen.findByText(/no longer fit/)).toHaveTextContent(
        'The score bands no longer fit the questions.',
      );
      expect(screen.getByText(/the bands end at 27 but the questions can give 29/)).toBeInTheDocument();
      expect(screen.getByText('Highest total').nextSibling).toHaveTextContent('29');
      await user.click(back());
      expect(await heading('Question Categories')).toBeInTheDocument();
    },
    WALK_MS,
  );

  it('edits an option’s score in place', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${ROOT}/question/option/info?option_id=4`, demo });
    expect(await heading('Question Option: Nearly every day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await typeInto(user, 'Score', '4');
    await user.click(save());
    expect(await screen.findByText('Question Option Nearly every day updated.')).toBeInTheDocument();
    expect(demo.db.catalogues.questionOptions[3]).toMatchObject({ score: 4, version: 2 });
  });
});

describe('a parent or a record the address does not name', () => {
  it.each([
    [
      `${ROOT}/question/create`,
      'No question category was given: open this page from the question category’s page.',
    ],
    [
      `${ROOT}/question/create?category_id=abc`,
      "'abc' is not a question category id: an id is a whole number from 1.",
    ],
    [
      `${ROOT}/question/create?category_id=999`,
      'No question category with ID 999 was found. It may have been removed.',
    ],
    [
      `${ROOT}/question/option/create?question_id=0`,
      "'0' is not a question id: an id is a whole number from 1.",
    ],
    [
      `${ROOT}/question/option/create?question_id=999`,
      'No question with ID 999 was found. It may have been removed.',
    ],
    [`${ROOT}/question/info?question_id=x1`, "'x1' is not a question id: an id is a whole number from 1."],
    [`${ROOT}/question/info?question_id=999`, 'No question with ID 999 was found. It may have been removed.'],
    [
      `${ROOT}/question/option/info?option_id=-1`,
      "'-1' is not a question option id: an id is a whole number from 1.",
    ],
    [
      `${ROOT}/question/option/info?option_id=999`,
      'No question option with ID 999 was found. It may have been removed.',
    ],
  ])('%s says so plainly inside the layout', async (url, message) => {
    renderRoute({ url });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('does not offer the form for an inactive category, and links to it', async () => {
    const demo = serveDemoApi();
    demo.db.catalogues.questionCategories[1]!.status = false;
    renderRoute({ url: `${ROOT}/question/create?category_id=2`, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Body constitution (prakriti) is inactive: enable it before adding questions.',
    );
    expect(screen.getByRole('link', { name: 'Open Body constitution (prakriti)' })).toHaveAttribute(
      'href',
      `${ROOT}/info?category_id=2`,
    );
  });
});
