import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderScreen } from '@tests/unit/harness';

import { MISMATCH_TEXT, REPEAT_REQUIRED_TEXT } from './new-password-form';
import {
  NEW_PASSWORD,
  signInWithTemporary,
  TEMPORARY,
  withTemporarySignIn,
} from '@tests/unit/temporary-sign-in';
import { SignInScreen } from './sign-in-screen';

/**
 * The sign-in's new-password step (docs/shell.md, "First sign-in"): a user whose password is
 * temporary signs in with it, and must set their own before anything else.
 */
const newField = () => screen.getByLabelText('New password', { selector: 'input' });
const repeatField = () => screen.getByLabelText('Type it again', { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save new password' });
const PASSWORD_CALL = '/v3/auth/password';

const setUp = async () => {
  const demo = serveDemoApi();
  const customer = withTemporarySignIn(demo);
  const harness = renderScreen(<SignInScreen />, { url: '/', user: null, demo });
  await signInWithTemporary(harness.user, customer.email);
  return { ...harness, demo, customer };
};

describe('the first sign-in with a temporary password', () => {
  it('asks for a new password first, with its rules shown before typing, and keeps no session yet', async () => {
    const { demo } = await setUp();
    const rules = screen.getByText('Your new password needs:').parentElement!;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'At least 8 characters',
      'An upper-case letter',
      'A lower-case letter',
      'A digit',
      'A symbol, such as # or @',
      'Not the password you signed in with',
    ]);
    expect(newField()).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(currentUrl()).toBe('/');
    expect(demo.bodies(PASSWORD_CALL)).toEqual([]);
  });

  it('says each broken rule on its field, keeps what was typed, and sends nothing', async () => {
    const { user, demo } = await setUp();
    await user.click(saveButton());
    expect(await screen.findByText('The new password must have at least 8 characters.')).toBeVisible();
    expect(repeatField()).toHaveAccessibleDescription(REPEAT_REQUIRED_TEXT);

    await user.type(newField(), 'clinic2026');
    await user.type(repeatField(), 'clinic2027');
    await user.click(saveButton());
    expect(await screen.findByText('The new password needs an upper-case letter.')).toBeVisible();
    expect(screen.getByText('The new password needs a symbol, such as # or @.')).toBeVisible();
    expect(screen.queryByText('The new password must have at least 8 characters.')).not.toBeInTheDocument();
    expect(repeatField()).toHaveAccessibleDescription(MISMATCH_TEXT);
    expect(newField()).toHaveValue('clinic2026');
    expect(repeatField()).toHaveValue('clinic2027');

    await user.clear(newField());
    await user.type(newField(), TEMPORARY);
    await user.clear(repeatField());
    await user.type(repeatField(), TEMPORARY);
    await user.click(saveButton());
    expect(
      await screen.findByText('The new password must differ from the one you signed in with.'),
    ).toBeVisible();
    expect(demo.bodies(PASSWORD_CALL)).toEqual([]);
  });

  it('saves the new password and opens the dashboard, signed in without the flag', async () => {
    const { user, demo, customer } = await setUp();
    await user.type(newField(), NEW_PASSWORD);
    await user.type(repeatField(), NEW_PASSWORD);
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(demo.bodies(PASSWORD_CALL)).toEqual([{ current_password: TEMPORARY, new_password: NEW_PASSWORD }]);
    expect(window.localStorage.getItem(storageKeys.token)).toMatch(/^demo-/);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? '{}')).not.toHaveProperty(
      'must_change_password',
    );
    expect(demo.db.user(customer.id)?.must_change_password).toBeUndefined();
  });

  it('shows the server’s refusal, keeping what was typed', async () => {
    const { user, demo } = await setUp();
    demo.db.setFaults({
      failures: [{ path: PASSWORD_CALL, status: 422, message: 'That password is too common.' }],
    });
    await user.type(newField(), NEW_PASSWORD);
    await user.type(repeatField(), NEW_PASSWORD);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is too common.');
    expect(newField()).toHaveValue(NEW_PASSWORD);
    expect(repeatField()).toHaveValue(NEW_PASSWORD);
    expect(currentUrl()).toBe('/');
  });

  it('goes back to the sign-in form, signing the pending token out', async () => {
    const { user, demo, customer } = await setUp();
    const signedIn = () => [...demo.db.tokens.values()].filter((id) => id === customer.id);
    expect(signedIn()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await waitFor(() => expect(demo.bodies('/v3/login/logout')).toHaveLength(1));
    expect(signedIn()).toEqual([]);
  });
});
