import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { server } from '../../../../tests/msw/server';
import { failOnce, geographyHandlers, type SeenCall } from '../testing/handlers';
import { currentUrl, renderMaster } from '../testing/render';

const LOCATIONS = '/dashboard/master/location';
const serve = () => {
  const seen: SeenCall[] = [];
  server.use(...geographyHandlers(seen));
  return seen;
};
const picker = (label: string) => screen.getByRole('combobox', { name: label });
const optionNames = (label: string) =>
  within(picker(label))
    .getAllByRole('option')
    .map((option) => option.textContent);
const table = () => screen.getByRole('table', { name: 'Locations' });
const listed = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const WALK_MS = 20_000;

describe('Master > Locations (parents picked)', () => {
  it(
    'asks for a country, then a state, then a district; each choice loads the next list',
    async () => {
      const seen = serve();
      const { user } = renderMaster(LOCATIONS);
      expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
      expect(
        within(table()).getByRole('cell', { name: 'Select a district to see its locations.' }),
      ).toBeInTheDocument();
      expect(picker('State')).toBeDisabled();
      expect(picker('District')).toBeDisabled();
      await waitFor(() => expect(optionNames('Country')).toContain('India'));
      expect(optionNames('Country')[0]).toBe('Select a country');

      await user.selectOptions(picker('Country'), 'India');
      expect(currentUrl()).toBe(`${LOCATIONS}?country_id=1&page=1&rows=10`);
      await waitFor(() => expect(picker('State')).toBeEnabled());
      await waitFor(() => expect(optionNames('State')).toContain('Maharashtra'));
      expect(optionNames('State')).toHaveLength(13);

      await user.selectOptions(picker('State'), 'Maharashtra');
      await waitFor(() => expect(optionNames('District')).toEqual(['Select a district', 'Pune', 'Thane']));
      await user.selectOptions(picker('District'), 'Pune');
      expect(currentUrl()).toBe(`${LOCATIONS}?country_id=1&state_id=4&district_id=7&page=1&rows=10`);
      await waitFor(() => expect(listed()).toEqual(['23Aundh', '22Baner', '21Kothrud']));
      expect(screen.getByText(/^Locations:/)).toHaveTextContent('Locations: 3');
      expect(seen.map(({ path, body }) => [path, body])).toEqual([
        ['/v3/country/filter', { status: true, assigned_user_id: null }],
        ['/v3/state/filter', { status: true, assigned_user_id: null, country_id: 1 }],
        ['/v3/district/filter', { status: true, assigned_user_id: null, state_id: 4 }],
        ['/v3/location/filter', { status: true, assigned_user_id: null, district_id: 7 }],
      ]);
    },
    WALK_MS,
  );

  it(
    'clears what lies below a changed or cleared choice (SPEC.md section 4), and starts the list over',
    async () => {
      serve();
      const { user } = renderMaster(`${LOCATIONS}?country_id=1&state_id=4&district_id=7&search=a&page=1`);
      await waitFor(() => expect(listed()).toEqual(['23Aundh', '22Baner']));
      await waitFor(() => expect(picker('District')).toHaveDisplayValue('Pune'));

      await user.selectOptions(picker('District'), 'Thane');
      expect(currentUrl()).toBe(`${LOCATIONS}?country_id=1&state_id=4&district_id=8&page=1&rows=10`);
      await waitFor(() => expect(listed()).toEqual(['24Kalyan']));

      await user.selectOptions(picker('Country'), 'Nepal');
      expect(currentUrl()).toBe(`${LOCATIONS}?country_id=2&page=1&rows=10`);
      expect(picker('State')).toHaveDisplayValue('Select a state');
      expect(picker('District')).toBeDisabled();
      expect(
        within(table()).getByRole('cell', { name: 'Select a district to see its locations.' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(optionNames('State')).toEqual(['Select a state', 'Bagmati']));

      await user.selectOptions(picker('State'), 'Bagmati');
      await user.selectOptions(picker('Country'), 'Select a country');
      expect(currentUrl()).toBe(`${LOCATIONS}?page=1&rows=10`);
      expect(picker('State')).toBeDisabled();
    },
    WALK_MS,
  );

  it('opens a deep link with its parents chosen, names them as their lists load, and ignores a broken cascade', async () => {
    serve();
    renderMaster(`${LOCATIONS}?country_id=1&state_id=4&district_id=7`);
    // Before the lists answer, a chosen place is named by its id, never guessed.
    expect(picker('State')).toHaveDisplayValue('State 4');
    await waitFor(() => expect(picker('State')).toHaveDisplayValue('Maharashtra'));
    await waitFor(() => expect(picker('District')).toHaveDisplayValue('Pune'));
    expect(picker('Country')).toHaveDisplayValue('India');
    await waitFor(() => expect(listed()).toHaveLength(3));
  });

  it.each([
    ['?state_id=4&district_id=7', null],
    ['?country_id=abc&state_id=4', null],
    ['?country_id=1&state_id=0&district_id=7', 'India'],
  ])('drops ids the cascade cannot hold: %s', async (query, country) => {
    const seen = serve();
    renderMaster(`${LOCATIONS}${query}`);
    await waitFor(() => expect(optionNames('Country')).toContain('India'));
    expect(picker('Country')).toHaveDisplayValue(country ?? 'Select a country');
    expect(picker('District')).toBeDisabled();
    expect(seen.some(({ path }) => path === '/v3/location/filter')).toBe(false);
  });

  it(
    'offers Try again in a picker whose list failed',
    async () => {
      serve();
      server.use(failOnce('/v3/country/filter'));
      const { user } = renderMaster('/dashboard/master/state');
      expect(await screen.findByText('The countries could not be loaded.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(optionNames('Country')).toContain('India'));
      await user.selectOptions(picker('Country'), 'India');
      expect(await screen.findByRole('link', { name: 'Maharashtra' })).toHaveAttribute(
        'href',
        '/dashboard/master/4/district/view',
      );
      expect(screen.getByText(/^States:/)).toHaveTextContent('States: 12');
    },
    WALK_MS,
  );

  it('lists the districts of the picked state on Master > Districts', async () => {
    serve();
    renderMaster('/dashboard/master/district?country_id=1&state_id=4');
    expect(screen.getByRole('heading', { level: 1, name: 'Districts' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Thane' })).toHaveAttribute(
      'href',
      '/dashboard/master/8/location/view',
    );
  });
});
