import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { browserBack } from '@tests/unit/history';
import { customerUser } from '@tests/unit/session-fixtures';

const field = (name: string) => screen.getByLabelText(name);
const save = () => screen.getByRole('button', { name: 'Save' });
/** The record's view, label to value. */
const summary = (): Record<string, string> =>
  Object.fromEntries(
    [...document.querySelectorAll('.ui-summary-item')].map((item): [string, string] => [
      item.querySelector('dt')?.textContent ?? '',
      item.querySelector('dd')?.textContent ?? '',
    ]),
  );
const WALK_MS = 20_000;

describe('Create Country', () => {
  it(
    'checks each field with the contract’s rules, then creates the country and opens its page',
    async () => {
      const demo = serveDemoApi({ now: new Date('2026-11-25T10:00:00Z') });
      const { user } = renderRoute({ url: '/dashboard/master/countries/create', demo });
      expect(await screen.findByRole('heading', { level: 1, name: 'Create Country' })).toBeInTheDocument();
      await user.click(save());
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      expect(screen.getByText('ISO code is required')).toBeInTheDocument();
      // The first field with a message takes the focus; each message is tied to its field.
      expect(field('Name')).toHaveFocus();
      expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Name')).toHaveAccessibleDescription('Name is required');

      await user.type(field('Name'), '   ');
      expect(screen.getByText('Name is required')).toBeInTheDocument();
      // The input stops at the contract's 100 characters (the message for more: zod-messages.test.ts).
      expect(field('Name')).toHaveAttribute('maxlength', '100');
      await user.clear(field('Name'));
      await user.type(field('Name'), ' Atlantis ');
      expect(screen.queryByText(/^Name /)).not.toBeInTheDocument();
      await user.type(field('ISO code'), 'A1');
      expect(await screen.findByText('ISO code must be two letters, such as IN')).toBeInTheDocument();
      await user.clear(field('ISO code'));
      await user.type(field('ISO code'), 'aq');
      await user.click(save());

      expect(await screen.findByText('Country Atlantis created.')).toBeInTheDocument();
      await screen.findByRole('heading', { level: 1, name: 'Country: Atlantis' });
      expect(currentUrl()).toBe('/dashboard/master/countries/view/15');
      expect(summary()).toMatchObject({
        Name: 'Atlantis',
        'ISO code': 'AQ',
        Status: 'Active',
        Created: '25-11-2026',
      });
      expect(demo.bodies('/v3/country/')).toEqual([{ name: 'Atlantis', code: 'AQ' }]);
    },
    WALK_MS,
  );

  it('shows a duplicate name on its field, with one error toast, and keeps what was typed', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: '/dashboard/master/countries/create', demo });
    await user.type(await screen.findByLabelText('Name'), 'india');
    await user.type(field('ISO code'), 'XX');
    await user.click(save());
    expect(await screen.findAllByText('A country named india already exists.')).toHaveLength(2);
    expect(field('Name')).toHaveAccessibleDescription('A country named india already exists.');
    expect(field('Name')).toHaveValue('india');
    expect(currentUrl()).toBe('/dashboard/master/countries/create');
    expect(demo.db.countries).toHaveLength(14);
  });

  it('sends one request for a double click on Save', async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({ latencyMs: 200 });
    const { user } = renderRoute({ url: '/dashboard/master/countries/create', demo });
    await user.type(await screen.findByLabelText('Name'), 'Atlantis');
    await user.type(field('ISO code'), 'AQ');
    await user.dblClick(save());
    await screen.findByRole('heading', { level: 1, name: 'Country: Atlantis' });
    expect(demo.bodies('/v3/country/')).toHaveLength(1);
  });

  it(
    'asks before typed input is lost: the Back button, a link and the browser’s Back',
    async () => {
      window.history.replaceState(null, '', '/dashboard/master/countries');
      window.history.pushState(null, '', '/dashboard/master/countries/create');
      const { user } = renderRoute({ url: '/dashboard/master/countries/create' });
      await user.type(await screen.findByLabelText('Name'), 'Atl');
      await user.click(screen.getByRole('button', { name: 'Back to the list' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      expect(field('Name')).toHaveValue('Atl');
      await browserBack();
      expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(currentUrl()).toBe('/dashboard/master/countries'));
    },
    WALK_MS,
  );
});

describe('Create State, District, Location', () => {
  it('fixes the parent the list was showing, and says it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: '/dashboard/master/state/create?country_id=1', demo });
    await screen.findByRole('heading', { level: 1, name: 'Create State' });
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    await user.type(field('Name'), 'Goa');
    await user.click(save());
    await screen.findByRole('heading', { level: 1, name: 'State: Goa' });
    expect(demo.bodies('/v3/state/')).toEqual([{ name: 'Goa', country_id: 1 }]);
    expect(summary()).toMatchObject({ Country: 'India' });
  });

  it(
    'picks the parent level by level: a new country clears the state and district chosen below it',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: '/dashboard/master/location/create', demo });
      await user.type(await screen.findByLabelText('Name'), 'Civil Lines');
      await user.click(save());
      expect(await screen.findByText('District is required')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'District' })).toBeDisabled();
      await waitFor(() =>
        expect(within(field('Country')).getByRole('option', { name: 'India' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('Country'), 'India');
      await waitFor(() =>
        expect(within(field('State')).getByRole('option', { name: 'Maharashtra' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('State'), 'Maharashtra');
      await waitFor(() =>
        expect(within(field('District')).getByRole('option', { name: 'Nagpur' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('District'), 'Nagpur');
      await user.selectOptions(field('Country'), 'Nepal');
      expect(field('State')).toHaveValue('');
      expect(field('District')).toHaveValue('');
      await user.selectOptions(field('Country'), 'India');
      await waitFor(() =>
        expect(within(field('State')).getByRole('option', { name: 'Maharashtra' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('State'), 'Maharashtra');
      await waitFor(() =>
        expect(within(field('District')).getByRole('option', { name: 'Nagpur' })).toBeInTheDocument(),
      );
      await user.selectOptions(field('District'), 'Nagpur');
      await user.click(save());
      await screen.findByRole('heading', { level: 1, name: 'Location: Civil Lines' });
      expect(demo.bodies('/v3/location/')).toEqual([{ name: 'Civil Lines', district_id: 3 }]);
      expect(summary()).toMatchObject({ District: 'Nagpur', State: 'Maharashtra', Country: 'India' });
    },
    WALK_MS,
  );
});

describe('Country Details', () => {
  it('shows the country with Edit and Disable; a non-number id and an unknown id are said plainly', async () => {
    renderRoute({ url: '/dashboard/master/countries/view/1' });
    await screen.findByRole('heading', { level: 1, name: 'Country: India' });
    expect(summary()).toEqual({
      Name: 'India',
      'ISO code': 'IN',
      Status: 'Active',
      Created: '05-01-2026',
      'Last changed': '05-01-2026',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });

  it.each([
    ['abc', "'abc' is not a country id: an id is a whole number from 1."],
    ['999', 'No country with ID 999 was found. It may have been removed.'],
  ])('at view/%s says so inside the layout', async (id, text) => {
    renderRoute({ url: `/dashboard/master/countries/view/${id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/dashboard/master/countries',
    );
  });

  it('saves an edit, raising the version, with one success toast', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: '/dashboard/master/countries/view/2', demo });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Nepal (Federal)');
    await user.click(save());
    expect(await screen.findByText('Country Nepal (Federal) updated.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Country: Nepal (Federal)' });
    expect(demo.bodies('/v3/country/2')).toEqual([{ name: 'Nepal (Federal)', code: 'NP', version: 1 }]);
    expect(demo.db.countries.find(({ id }) => id === 2)).toMatchObject({ version: 2 });
  });

  it(
    'loses neither edit when someone saved in between: shows what changed, takes it where untouched, keeps what was typed',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: '/dashboard/master/countries/view/2', demo });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      // Someone else renames Nepal while this edit is open.
      Object.assign(
        demo.db.countries.find(({ id }) => id === 2)!,
        { name: 'Nepal Republic', version: 2 },
      );
      await user.clear(field('ISO code'));
      await user.type(field('ISO code'), 'NE');
      await user.click(save());

      const notice = await screen.findByText(/Someone else saved this country while you were editing it/);
      expect(notice).toBeInTheDocument();
      const changes = screen.getByRole('table', { name: 'What they changed' });
      expect(within(changes).getByRole('row', { name: /Name/ })).toHaveTextContent('NameNepalNepal Republic');
      // What was typed is still in the form; nothing was saved over theirs.
      expect(field('ISO code')).toHaveValue('NE');
      expect(demo.db.countries.find(({ id }) => id === 2)).toMatchObject({
        name: 'Nepal Republic',
        code: 'NP',
      });

      // Their rename is taken into the Name field, which this edit had not changed.
      expect(field('Name')).toHaveValue('Nepal Republic');
      await user.click(save());
      await screen.findByText('Country Nepal Republic updated.');
      expect(demo.db.countries.find(({ id }) => id === 2)).toMatchObject({
        name: 'Nepal Republic',
        code: 'NE',
        version: 3,
      });
      expect(demo.bodies('/v3/country/2').map((body) => (body as { version: number }).version)).toEqual([
        1, 2,
      ]);
    },
    WALK_MS,
  );

  it('can take their version instead', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: '/dashboard/master/countries/view/2', demo });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    Object.assign(
      demo.db.countries.find(({ id }) => id === 2)!,
      { name: 'Nepal Republic', version: 2 },
    );
    await user.type(field('Name'), ' X');
    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Use theirs' }));
    expect(field('Name')).toHaveValue('Nepal Republic');
    expect(screen.queryByText(/Someone else saved/)).not.toBeInTheDocument();
  });

  it('refuses to disable a country with active states, says why, and leaves it active', async () => {
    const { user } = renderRoute({ url: '/dashboard/master/countries/view/1' });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable India?' });
    expect(dialog).toHaveTextContent('India will no longer be offered in lists and pickers.');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('India has 12 active states. Disable them first.')).toBeInTheDocument();
    expect(summary()).toMatchObject({ Status: 'Active' });
  });

  it('disables and enables a place without active children, after confirming', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: '/dashboard/master/location/view/11', demo });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Location Aundh disabled.')).toBeInTheDocument();
    await waitFor(() => expect(summary()).toMatchObject({ Status: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(summary()).toMatchObject({ Status: 'Active' }));
    expect(demo.db.locations.find(({ id }) => id === 11)).toMatchObject({ status: true, version: 3 });
  });
});

describe('without the proposed calls (a server that lacks them)', () => {
  it('says which call the screen needs, inside the layout, with no toast and no retry', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute({ url: '/dashboard/master/countries/view/1', demo });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs GET /v3/country/{id}, which this server does not provide yet.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.querySelector('.p-toast-message')).toBeNull();
    expect(warned).toHaveBeenCalledTimes(1);
    expect(demo.count('GET', '/v3/country/1')).toBe(1);
    warned.mockRestore();
  });

  it('keeps the create form and says which call is missing when Save gets no such route', async () => {
    const demo = serveDemoApi();
    demo.db.proposed = false;
    const { user } = renderRoute({ url: '/dashboard/master/countries/create', demo });
    await user.type(await screen.findByLabelText('Name'), 'Atlantis');
    await user.type(field('ISO code'), 'AQ');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs POST /v3/country/, which this server does not provide yet.',
    );
    expect(field('Name')).toHaveValue('Atlantis');
    expect(document.querySelector('.p-toast-message')).toBeNull();
  });
});

describe('who may use them', () => {
  it.each(['/dashboard/master/countries/create', '/dashboard/master/state/view/1'])(
    'tells a customer that %s is for administrators, and calls nothing',
    async (url) => {
      const demo = serveDemoApi();
      renderRoute({ url, user: customerUser, demo });
      expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
      expect(demo.count('GET', '/v3/state/1')).toBe(0);
    },
  );
});
