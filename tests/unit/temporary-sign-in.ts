import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { hashPassword } from '@/mocks/password-hash';

import type { DemoApi } from '@tests/unit/demo-api';

/** A user with a temporary password, for the new-password step's tests (docs/shell.md, "First sign-in"). */
export const TEMPORARY = 'Kq7#mT2p@Wx9';
export const NEW_PASSWORD = 'Clinic@2026';

/** A customer of the seed without a sign-in (Rohan Kapoor, 4) gets one with a temporary password. */
export const withTemporarySignIn = (demo: DemoApi) => {
  const customer = demo.db.customer(4);
  if (!customer) throw new Error('The seed has no customer 4');
  demo.db.users.push({
    id: customer.id,
    user_type: 'Customer',
    is_expose_api: false,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    password_hash: hashPassword(TEMPORARY, 1),
    must_change_password: true,
    role: { id: 2, name: 'Customer' },
  });
  return customer;
};

export const signInWithTemporary = async (user: UserEvent, email: string) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEMPORARY);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 1, name: 'Set a New Password' });
};
