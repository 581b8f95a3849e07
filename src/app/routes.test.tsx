import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { currentUrl, renderApp } from '@tests/unit/harness';
import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';

// The camp screens are the camps issue's; here only which route renders which screen matters.
vi.mock('@/features/camps', () => ({
  CampsListScreen: () => <h1>Camps list screen</h1>,
  AddCampScreen: () => <h1>Add camp screen</h1>,
  CampDetailsScreen: () => <h1>Camp details screen</h1>,
  AssignClinicsScreen: () => <h1>Assign clinics screen</h1>,
}));

const PLACEHOLDER_TEXT = 'This screen is not available in this version.';

const mainHeading = async () => {
  const main = await screen.findByRole('main');
  return within(main).findByRole('heading', { level: 1 });
};

describe('routing (docs/requirements.md 2.1, 2.11, 2.12)', () => {
  it('shows the sign-in page at / and sends any unknown path there', async () => {
    renderApp({ url: '/no/such/page', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('sends a signed-in user from / to the dashboard', async () => {
    renderApp({ url: '/' });
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/static'));
  });

  it.each(['/dashboard', '/dashboard/', '/dashboard/no-such-screen', '/dashboard/manage/nothing/here'])(
    'sends %s to /dashboard/static',
    async (path) => {
      renderApp({ url: path });
      await waitFor(() => expect(currentUrl()).toBe('/dashboard/static'));
      expect(await mainHeading()).toHaveTextContent('Dashboard');
    },
  );

  it("renders, titled and inside the layout, the refusal of a route the administrator's role lacks", async () => {
    const supportAgent = {
      ...adminUser,
      id: 9010,
      email: 'support@example.com',
      role: { id: 4, name: 'Support Agent', permissions: ['support' as const] },
    };
    renderApp({ url: '/dashboard/manage/externalIntergation/view/4', user: supportAgent });
    expect(await mainHeading()).toHaveTextContent('External Integration Details');
    expect(screen.getByText(/Your role does not include Integrations\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Support Queries' })).toHaveAttribute(
      'href',
      '/dashboard/manage/query',
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('External Integration Details · Staff Dashboard'));
  });

  it.each([
    ['/dashboard/manage/camp?status=true', 'Camps list screen'],
    ['/dashboard/manage/camp/add', 'Add camp screen'],
    ['/dashboard/manage/camp/info?camp_id=3', 'Camp details screen'],
    ['/dashboard/manage/camp/assign?camp_id=3', 'Assign clinics screen'],
  ])('renders the camp screen on %s', async (path, heading) => {
    renderApp({ url: path });
    expect(await mainHeading()).toHaveTextContent(heading);
    expect(screen.queryByText(PLACEHOLDER_TEXT)).not.toBeInTheDocument();
  });

  it('gives customers the administrator route set', async () => {
    renderApp({ url: '/dashboard/master/medicine', user: customerUser });
    expect(await mainHeading()).toHaveTextContent('Medicines');
  });

  it('gives doctors their own set: Letter Head yes, administrator screens no', async () => {
    const { unmount } = renderApp({
      url: `/dashboard/manage/doctor/views/${doctorUser.id}`,
      user: doctorUser,
    });
    expect(await mainHeading()).toHaveTextContent('Letter Head');
    expect(currentUrl()).toBe(`/dashboard/manage/doctor/views/${doctorUser.id}`);
    unmount();
    renderApp({ url: '/dashboard/manage/customer', user: doctorUser });
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/static'));
  });

  it('shows the fallback on a screen made to throw (demo mode), keeping header and menu', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp({ url: '/dashboard/summary?demo-crash' });
    expect(await screen.findByText('Oops, something went wrong :(')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    // Moving on clears the fallback.
    await user.click(screen.getByRole('link', { name: 'Telemedicine' }));
    expect(currentUrl()).toBe('/dashboard/telemedicine');
    expect(await mainHeading()).toHaveTextContent('Telemedicine');
  });
});
