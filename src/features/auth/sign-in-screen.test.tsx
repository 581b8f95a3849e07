import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import logoUrl from '@/assets/logo.svg?inline';
import { AREAS } from '@/lib/areas';
import { provideDemoTools } from '@/lib/demo-tools';
import { storageKeys } from '@/lib/storage-keys';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { provideTestDemoTools } from '@tests/unit/demo-tools';
import { collectToasts, currentUrl, renderScreen } from '@tests/unit/harness';
import { adminUser } from '@tests/unit/session-fixtures';

import { SignInScreen } from './sign-in-screen';

afterEach(() => provideDemoTools(null));

const LOGIN_CALL = '/v3/login/dashboard';
/** The demo API's answer to a wrong password (valid: false with its message). */
const WRONG_PASSWORD_TEXT = 'Invalid username or password';

/** The sign-in page, nobody signed in. */
const renderSignIn = (ui = <SignInScreen />, demo?: DemoApi) =>
  renderScreen(ui, { url: '/', user: null, ...(demo ? { demo } : {}) });

const fillAndSubmit = async (user: UserEvent, username = 'admin@example.com', password = 'Admin@123') => {
  if (username) await user.type(screen.getByLabelText('Email'), username);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('sign-in screen', () => {
  it('shows the title, logo, fields, tagline, subtext and version label', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Staff Dashboard' })).toHaveAttribute('src', logoUrl);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByText('Empowering Society For A Healthier Tomorrow')).toBeInTheDocument();
    expect(
      screen.getByText('Making preventive healthcare more Affordable, Advanced, and Accessible'),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 1.4.0')).toBeInTheDocument();
  });

  it('signals sign-in intent once, at the first focus in the form, never on its own', async () => {
    const onIntent = vi.fn();
    const { user } = renderSignIn(<SignInScreen onIntent={onIntent} />);
    expect(onIntent).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByLabelText('Password', { selector: 'input' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires both fields before calling the server', async () => {
    const { user, demo } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'a@b.c');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(demo.count('POST', LOGIN_CALL)).toBe(0);
  });

  it('signs in: stores token and user, mode Offline, goes to /dashboard', async () => {
    const { user, demo } = renderSignIn();
    await fillAndSubmit(user, '  admin@example.com ');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(demo.bodies(LOGIN_CALL)).toEqual([{ username: 'admin@example.com', password: 'Admin@123' }]);
    // The token the demo API issued for this sign-in.
    const token = window.localStorage.getItem(storageKeys.token) ?? '';
    expect(demo.db.userForToken(token)?.id).toBe(adminUser.id);
    expect(token).not.toBe(`token-${adminUser.id}`);
    // The role comes with its areas (docs/shell.md, "Roles and areas"): the Super Admin has them all.
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual({
      ...adminUser,
      role: { ...adminUser.role, permissions: [...AREAS] },
    });
    expect(window.localStorage.getItem(storageKeys.active)).toBe('Offline');
  });

  it('shows the loading state while the request is in flight', async () => {
    const demo = serveDemoApi();
    const login = demo.hold('POST', LOGIN_CALL);
    const { user } = renderSignIn(<SignInScreen />, demo);
    await fillAndSubmit(user, 'admin@example.com', 'wrong');
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    login.release();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends one request for two submits in the same frame, and another after a failure', async () => {
    const { user, demo } = renderSignIn();
    const toasts = collectToasts();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    const button = screen.getByRole('button', { name: 'Login' });
    // Both clicks run before React re-renders, as a fast double click or Enter pressed twice can.
    button.click();
    button.click();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(demo.count('POST', LOGIN_CALL)).toBe(1);
    await user.click(button);
    await waitFor(() => expect(demo.count('POST', LOGIN_CALL)).toBe(2));
  });

  it.each<[string, string, (demo: DemoApi) => void, string]>([
    [
      'a valid:false answer with its message (a wrong password)',
      'wrong',
      () => undefined,
      WRONG_PASSWORD_TEXT,
    ],
    [
      'a valid:false answer without a message',
      'Admin@123',
      ({ db }) => db.setFaults({ refusals: [{ path: LOGIN_CALL, message: '' }] }),
      'Invalid Credentials !!!',
    ],
    [
      'a refusal with a message',
      'Admin@123',
      ({ db }) =>
        db.setFaults({ failures: [{ path: LOGIN_CALL, status: 400, message: 'Too many attempts' }] }),
      'Too many attempts',
    ],
    [
      'a server failure without a message',
      'Admin@123',
      ({ db }) => db.setFaults({ failures: [{ path: LOGIN_CALL, status: 500, message: '' }] }),
      'Invalid Credentials !!!',
    ],
    [
      'a network failure',
      'Admin@123',
      ({ db }) => db.setFaults({ networkErrors: [{ path: LOGIN_CALL }] }),
      'Invalid Credentials !!!',
    ],
  ])('toasts a failure at bottom-center for 3 s: %s', async (_case, password, fault, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const demo = serveDemoApi();
    fault(demo);
    const { user } = renderSignIn(<SignInScreen />, demo);
    const toasts = collectToasts();
    await fillAndSubmit(user, 'admin@example.com', password);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      severity: 'error',
      summary: 'Error',
      detail,
      life: 3000,
      position: 'bottom-center',
    });
    expect(currentUrl()).toBe('/');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('lists the demo accounts in demo mode; picking one fills the form', async () => {
    provideTestDemoTools();
    const { user } = renderSignIn();
    const list = await screen.findByRole('region', { name: 'Demo accounts' });
    const buttons = within(list).getAllByRole('button', { name: /@example\.com/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Administratoradmin@example.com · Admin@123',
      'Customercustomer@example.com · Customer@123',
      'Doctordoctor@example.com · Doctor@123',
      'Doctordoctor2@example.com · Doctor@123',
      'Administratorsupport@example.com · Support@123',
    ]);
    await user.click(within(list).getByRole('button', { name: /doctor@example\.com/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('doctor@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Doctor@123');
  });

  it('lists no demo accounts while the demo API has not provided them', () => {
    renderSignIn();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it('resets the demo data', async () => {
    const { resetDemoData } = provideTestDemoTools();
    const { user } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(resetDemoData).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Demo data reset')).toBeInTheDocument();
  });
});
