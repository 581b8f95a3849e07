import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Master > Test Categories (requirements 2.11.17: master/testCategory, /create, /view, /test,
 * /test/view; docs/master-data.md, "Test types and reference ranges") on the seed: Vitals (1) has
 * 4 active tests (the two blood pressures, pulse, SpO2), Eyes (5) one (Colour vision, 10).
 */
const LIST = '/dashboard/master/testCategory';
const VITALS = `${LIST}/view?category_id=1`;
const VITALS_TESTS = `${LIST}/test?category_id=1`;

/** The record page's lines, label to value. */
const summary = (): Record<string, string> => {
  const lines: Record<string, string> = {};
  for (const item of document.querySelectorAll('.ui-summary-item')) {
    lines[item.querySelector('dt')?.textContent ?? ''] = item.querySelector('dd')?.textContent ?? '';
  }
  return lines;
};

describe('Master > Test Categories: the list', () => {
  it('lists the categories with their active tests, each name linking to its page, and searches them', async () => {
    const { user } = renderRoute({ url: LIST });
    const table = await screen.findByRole('table', { name: 'Test Categories' });
    await waitFor(() =>
      expect(screen.getByText(/^Test Categories:/)).toHaveTextContent('Test Categories: 6'),
    );
    expect(within(table).getByRole('row', { name: /Vitals/ })).toHaveTextContent('Vitals4');
    expect(within(table).getByRole('link', { name: 'Vitals' })).toHaveAttribute('href', VITALS);
    await user.type(screen.getByRole('searchbox', { name: 'Search test categories' }), 'lung{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(currentUrl()).toBe(`${LIST}?status=active&search=lung&page=1&rows=10`);
  });

  it('lists the inactive ones apart', async () => {
    const demo = serveDemoApi();
    demo.db.catalogues.testCategories[4]!.status = false; // Eyes
    renderRoute({ url: `${LIST}?status=inactive`, demo });
    const table = await screen.findByRole('table', { name: 'Test Categories' });
    expect(await within(table).findByRole('link', { name: 'Eyes' })).toBeInTheDocument();
  });
});

describe('Master > Test Categories: create, view, edit', () => {
  it('says the name is required, creates the category and opens its page', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${LIST}/create`, demo });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Urine');
    await user.type(screen.getByLabelText('Description'), 'Dipstick tests.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test Category: Urine' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe(`${LIST}/view?category_id=7`);
    expect(summary()).toMatchObject({ Name: 'Urine', 'Active tests': '0', Status: 'Active' });
  });

  it('refuses a name another category has, on the Name field', async () => {
    const { user } = renderRoute({ url: `${LIST}/create` });
    await user.type(await screen.findByLabelText('Name'), 'vitals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'A test category with the name vitals already exists.';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(message);
  });

  it('shows the count of active tests and a link to them, and edits the description', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: VITALS, demo });
    await screen.findByRole('heading', { level: 1, name: 'Test Category: Vitals' });
    expect(summary()).toMatchObject({ 'Active tests': '4' });
    expect(screen.getByRole('link', { name: 'Tests' })).toHaveAttribute('href', VITALS_TESTS);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Blood pressure, pulse, oxygen.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Test Category Vitals updated.')).toBeInTheDocument();
    expect(demo.bodies('/v3/test-category/1')).toEqual([
      { name: 'Vitals', description: 'Blood pressure, pulse, oxygen.', version: 1 },
    ]);
  });

  it('refuses to disable a category with active tests, and says how many', async () => {
    const { user } = renderRoute({ url: VITALS });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('A category with active tests cannot be disabled');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('Vitals is in use: 4 active test types are in it. Disable them first.'),
    ).toBeInTheDocument();
    expect(summary()).toMatchObject({ Status: 'Active' });
  });

  it('disables a category once its tests are, and counts them as they change', async () => {
    const demo = serveDemoApi();
    demo.db.catalogues.testTypes[9]!.status = false; // Colour vision, the only test of Eyes
    const { user } = renderRoute({ url: `${LIST}/view?category_id=5`, demo });
    await waitFor(() => expect(summary()).toMatchObject({ 'Active tests': '0' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Test Category Eyes disabled.')).toBeInTheDocument();
    await waitFor(() => expect(summary()).toMatchObject({ Status: 'Inactive' }));
  });

  it.each([
    ['?category_id=abc', "'abc' is not a test category id: an id is a whole number from 1."],
    ['', "'' is not a test category id: an id is a whole number from 1."],
    ['?category_id=999', 'No test category with ID 999 was found. It may have been removed.'],
  ])('says so at view%s', async (query, message) => {
    renderRoute({ url: `${LIST}/view${query}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('Master > Test Categories: a category’s tests', () => {
  it('lists the category’s tests with the filter call’s category_id, under its name', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: VITALS_TESTS, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests of Vitals' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Category Tests' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    // Each name links to the test within the category (the Category column, to the category).
    const names = within(table)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith(`${LIST}/test/view?test_id=`));
    expect(names.map((link) => link.textContent)).toEqual([
      'Blood pressure, diastolic',
      'Blood pressure, systolic',
      'Oxygen saturation',
      'Pulse',
    ]);
    expect(demo.bodies('/v3/test-type/filter')).toEqual([
      { page: 1, limit: 10, searchValue: null, status: true, category_id: 1 },
    ]);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Vitals' })).toHaveAttribute('href', VITALS);
    await user.type(screen.getByRole('searchbox', { name: 'Search test types' }), 'pulse{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(currentUrl()).toBe(`${VITALS_TESTS}&status=active&search=pulse&page=1&rows=10`);
  });

  it('opens a test within its category, and goes Back to the category’s tests as they were left', async () => {
    const { user } = renderRoute({ url: `${VITALS_TESTS}&search=blood` });
    const table = await screen.findByRole('table', { name: 'Category Tests' });
    await user.click(await within(table).findByRole('link', { name: 'Blood pressure, systolic' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test Type: Blood pressure, systolic' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe(`${LIST}/test/view?test_id=1`);
    expect(
      screen.getByRole('table', { name: 'Any gender · 18 to 120 years · from 01-01-2024' }),
    ).toHaveTextContent('120 to 130Borderline');
    await user.click(screen.getByRole('link', { name: /Back/ }));
    await waitFor(() => expect(currentUrl()).toBe(`${VITALS_TESTS}&search=blood`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests of Vitals' })).toBeInTheDocument();
  });

  it('goes Back from a test opened by its address to its own category’s tests', async () => {
    const { user } = renderRoute({ url: `${LIST}/test/view?test_id=5` }); // Total cholesterol, in Blood
    await screen.findByRole('heading', { level: 1, name: 'Test Type: Total cholesterol' });
    await user.click(screen.getByRole('link', { name: /Back/ }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}/test?category_id=2`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests of Blood' })).toBeInTheDocument();
  });

  it('adds a test to the category: the create page has the category chosen', async () => {
    const { user } = renderRoute({ url: VITALS_TESTS });
    await user.click(await screen.findByRole('link', { name: 'Add Test Type' }));
    expect(currentUrl()).toBe('/dashboard/master/testType/create?category_id=1');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Vitals'));
  });

  it.each([
    ['test?category_id=abc', "'abc' is not a test category id: an id is a whole number from 1."],
    ['test?category_id=999', 'No test category with ID 999 was found. It may have been removed.'],
    ['test/view?test_id=0', "'0' is not a test type id: an id is a whole number from 1."],
    ['test/view?test_id=999', 'No test type with ID 999 was found. It may have been removed.'],
  ])('says so at %s', async (path, message) => {
    renderRoute({ url: `${LIST}/${path}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('is the administrators’: a customer reads the message, and no call is made', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: VITALS_TESTS, user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
    expect(demo.count('POST', '/v3/test-type/filter') + demo.count('GET', '/v3/test-category/1')).toBe(0);
  });
});
