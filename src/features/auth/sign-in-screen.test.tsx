import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { collectToasts, renderWithApp } from '../../../tests/unit/render-app';
import logoUrl from '@/assets/logo.svg?inline';
import { provideDemoTools } from '@/lib/demo-tools';
import { storageKeys } from '@/lib/storage-keys';

import { server } from '../../../tests/msw/server';
import { provideTestDemoTools } from '../../../tests/unit/demo-tools';
import { adminUser } from '../../../tests/unit/session-fixtures';
import { SignInScreen } from './sign-in-screen';

let stopToasts: () => void = () => undefined;
afterEach(() => {
  stopToasts();
  provideDemoTools(null);
});

const answerLogin = (respond: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/v3/login/dashboard', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
};

const fillAndSubmit = async (
  user: ReturnType<typeof renderWithApp>['user'],
  username = 'admin@example.com',
  password = 'Admin@123',
) => {
  if (username) await user.type(screen.getByLabelText('Email'), username);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('sign-in screen', () => {
  it('shows the title, logo, fields, tagline, subtext and version label', () => {
    renderWithApp(<SignInScreen />);
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
    const { user } = renderWithApp(<SignInScreen onIntent={onIntent} />);
    expect(onIntent).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByLabelText('Password', { selector: 'input' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password', async () => {
    const { user } = renderWithApp(<SignInScreen />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires both fields before calling the server', async () => {
    const bodies = answerLogin(() => HttpResponse.json({ data: { valid: false, message: 'x' } }));
    const { user } = renderWithApp(<SignInScreen />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'a@b.c');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('signs in: stores token and user, mode Offline, goes to /dashboard', async () => {
    const bodies = answerLogin(() =>
      HttpResponse.json({ data: { valid: true, message: 'ok', token: 'tok-1', user: adminUser } }),
    );
    const { user, currentPath } = renderWithApp(<SignInScreen />);
    await fillAndSubmit(user, '  admin@example.com ');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(bodies).toEqual([{ username: 'admin@example.com', password: 'Admin@123' }]);
    expect(window.localStorage.getItem(storageKeys.token)).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(adminUser);
    expect(window.localStorage.getItem(storageKeys.active)).toBe('Offline');
  });

  it('shows the loading state while the request is in flight', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('*/v3/login/dashboard', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { valid: false, message: 'No' } });
      }),
    );
    const collected = collectToasts();
    stopToasts = collected.stop;
    const { user } = renderWithApp(<SignInScreen />);
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends one request for two submits in the same frame, and another after a failure', async () => {
    const bodies = answerLogin(() => HttpResponse.json({ data: { valid: false, message: 'No' } }));
    const collected = collectToasts();
    stopToasts = collected.stop;
    const { user } = renderWithApp(<SignInScreen />);
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Admin@123');
    const button = screen.getByRole('button', { name: 'Login' });
    // Both clicks run before React re-renders, as a fast double click or Enter pressed twice can.
    button.click();
    button.click();
    await waitFor(() => expect(collected.toasts).toHaveLength(1));
    expect(bodies).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it.each([
    [
      'a valid:false answer with its message',
      () => HttpResponse.json({ data: { valid: false, message: 'Account locked' } }),
      'Account locked',
    ],
    [
      'a valid:false answer without a message',
      () => HttpResponse.json({ data: { valid: false, message: '' } }),
      'Invalid Credentials !!!',
    ],
    [
      'a refusal with a message',
      () => HttpResponse.json({ error: true, message: 'Too many attempts' }, { status: 400 }),
      'Too many attempts',
    ],
    [
      'a server failure without a message',
      () => new HttpResponse(null, { status: 500 }),
      'Invalid Credentials !!!',
    ],
    ['a network failure', () => HttpResponse.error(), 'Invalid Credentials !!!'],
  ])('toasts a failure at bottom-center for 3 s: %s', async (_case, respond, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerLogin(respond);
    const collected = collectToasts();
    stopToasts = collected.stop;
    const { user, currentPath } = renderWithApp(<SignInScreen />);
    await fillAndSubmit(user);
    await waitFor(() => expect(collected.toasts).toHaveLength(1));
    expect(collected.toasts[0]).toEqual({
      severity: 'error',
      summary: 'Error',
      detail,
      life: 3000,
      position: 'bottom-center',
    });
    expect(currentPath()).toBe('/');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('lists the demo accounts in demo mode; picking one fills the form', async () => {
    provideTestDemoTools();
    const { user } = renderWithApp(<SignInScreen />);
    const list = await screen.findByRole('region', { name: 'Demo accounts' });
    const buttons = within(list).getAllByRole('button', { name: /@example\.com/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Administratoradmin@example.com · Admin@123',
      'Customercustomer@example.com · Customer@123',
      'Doctordoctor@example.com · Doctor@123',
    ]);
    await user.click(within(list).getByRole('button', { name: /doctor@example\.com/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('doctor@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Doctor@123');
  });

  it('lists no demo accounts while the demo API has not provided them', () => {
    renderWithApp(<SignInScreen />);
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it('resets the demo data', async () => {
    const { resetDemoData } = provideTestDemoTools();
    const collected = collectToasts();
    stopToasts = collected.stop;
    const { user } = renderWithApp(<SignInScreen />);
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(resetDemoData).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(collected.toasts[0]?.summary).toBe('Demo data reset'));
  });
});
