import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';

const LOCATIONS = '/dashboard/master/location';
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
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: LOCATIONS, demo });
      expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
      expect(
        within(table()).getByRole('cell', { name: 'Select a district to see its locations.' }),
      ).toBeInTheDocument();
      expect(picker('State')).toBeDisabled();
      expect(picker('District')).toBeDisabled();
      await waitFor(() => expect(optionNames('Country')).toContain('India'));
      expect(optionNames('Country')[0]).toBe('Select a country');

      await user.selectOptions(picker('Country'), 'India');
      expect(currentUrl()).toBe(`${LOCATIONS}?country_id=1&status=active&page=1&rows=10`);
      await waitFor(() => expect(picker('State')).toBeEnabled());
      await waitFor(() => expect(optionNames('State')).toContain('Maharashtra'));
      expect(optionNames('State')).toHaveLength(13);

      await user.selectOptions(picker('State'), 'Maharashtra');
      await waitFor(() => expect(optionNames('District')).toContain('Pune'));
      await user.selectOptions(picker('District'), 'Pune');
      expect(currentUrl()).toBe(
        `${LOCATIONS}?country_id=1&state_id=1&district_id=2&status=active&page=1&rows=10`,
      );
      await waitFor(() =>
        expect(listed()).toEqual(['11Aundh', '9Baner', '8Hadapsar', '7Kothrud', '10Wakad']),
      );
      expect(screen.getByText(/^Locations:/)).toHaveTextContent('Locations: 5');
      expect(screen.getByRole('link', { name: 'Add Location' })).toHaveAttribute(
        'href',
        '/dashboard/master/location/create?district_id=2',
      );
      expect(
        ['country', 'state', 'district', 'location'].map((level) => demo.bodies(`/v3/${level}/filter`)),
      ).toEqual([
        [{ status: true, assigned_user_id: null }],
        [{ status: true, assigned_user_id: null, country_id: 1 }],
        [{ status: true, assigned_user_id: null, state_id: 1 }],
        [{ status: true, assigned_user_id: null, district_id: 2 }],
      ]);
    },
    WALK_MS,
  );

  it(
    'clears what lies below a changed or cleared choice (requirements 4), and starts the list over',
    async () => {
      const { user } = renderRoute({
        url: `${LOCATIONS}?country_id=1&state_id=1&district_id=2&search=a&page=1`,
      });
      await waitFor(() => expect(listed()).toEqual(['11Aundh', '9Baner', '8Hadapsar', '10Wakad']));
      await waitFor(() => expect(picker('District')).toHaveDisplayValue('Pune'));

      await user.selectOptions(picker('District'), 'Nagpur');
      expect(currentUrl()).toBe(
        `${LOCATIONS}?country_id=1&state_id=1&district_id=3&status=active&page=1&rows=10`,
      );
      await waitFor(() => expect(listed()).toContain('12Dharampeth'));

      await user.selectOptions(picker('Country'), 'Nepal');
      expect(currentUrl()).toBe(`${LOCATIONS}?country_id=2&status=active&page=1&rows=10`);
      expect(picker('State')).toHaveDisplayValue('Select a state');
      expect(picker('District')).toBeDisabled();
      expect(
        within(table()).getByRole('cell', { name: 'Select a district to see its locations.' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(optionNames('State')).toEqual(['Select a state', 'Bagmati', 'Gandaki']));

      await user.selectOptions(picker('State'), 'Bagmati');
      await user.selectOptions(picker('Country'), 'Select a country');
      expect(currentUrl()).toBe(`${LOCATIONS}?status=active&page=1&rows=10`);
      expect(picker('State')).toBeDisabled();
    },
    WALK_MS,
  );

  it('opens a deep link with its parents chosen, names them as their lists load, and ignores a broken cascade', async () => {
    renderRoute({ url: `${LOCATIONS}?country_id=1&state_id=1&district_id=2` });
    await waitFor(() => expect(picker('State')).toHaveDisplayValue('Maharashtra'));
    await waitFor(() => expect(picker('District')).toHaveDisplayValue('Pune'));
    expect(picker('Country')).toHaveDisplayValue('India');
    await waitFor(() => expect(listed()).toHaveLength(5));
  });

  it.each([
    ['?state_id=1&district_id=2', null],
    ['?country_id=abc&state_id=1', null],
    ['?country_id=1&state_id=0&district_id=2', 'India'],
  ])('drops ids the cascade cannot hold: %s', async (query, country) => {
    const demo = serveDemoApi();
    renderRoute({ url: `${LOCATIONS}${query}`, demo });
    await waitFor(() => expect(optionNames('Country')).toContain('India'));
    expect(picker('Country')).toHaveDisplayValue(country ?? 'Select a country');
    expect(picker('District')).toBeDisabled();
    expect(demo.bodies('/v3/location/filter')).toEqual([]);
  });

  it(
    'offers Try again in a picker whose list failed',
    async () => {
      const demo = serveDemoApi();
      demo.db.setFaults({ failures: [{ path: '/v3/country/filter', status: 400 }] });
      const { user } = renderRoute({ url: '/dashboard/master/state', demo });
      expect(await screen.findByText('The countries could not be loaded.')).toBeInTheDocument();
      demo.db.clearFaults();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(optionNames('Country')).toContain('India'));
      await user.selectOptions(picker('Country'), 'India');
      expect(await screen.findByRole('link', { name: 'Maharashtra' })).toHaveAttribute(
        'href',
        '/dashboard/master/1/district/view',
      );
      expect(screen.getByText(/^States:/)).toHaveTextContent('States: 12');
    },
    WALK_MS,
  );

  it('lists the districts of the picked state on Master > Districts', async () => {
    renderRoute({ url: '/dashboard/master/district?country_id=1&state_id=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Districts' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pune' })).toHaveAttribute(
      'href',
      '/dashboard/master/2/location/view',
    );
  });
});
