import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@tests/unit/harness';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';

import { ADMIN_ONLY_TEXT, AdminOnly } from './admin-only';

const renderFor = (user: typeof adminUser) =>
  renderScreen(
    <AdminOnly title="Monitor">
      <p>The monitor tables</p>
    </AdminOnly>,
    { url: '/dashboard/monitor', user },
  );

describe('AdminOnly', () => {
  it('shows an administrator the screen', () => {
    renderFor(adminUser);
    expect(screen.getByText('The monitor tables')).toBeInTheDocument();
  });

  it('tells anyone else, under the screen title, that the screen is for administrators', () => {
    renderFor(customerUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Monitor' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_ONLY_TEXT);
    expect(screen.queryByText('The monitor tables')).not.toBeInTheDocument();
  });
});
