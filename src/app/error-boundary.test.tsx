import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { browserNavigation } from '@/lib/browser-navigation';

import { ErrorBoundary } from './error-boundary';

const Broken = (): never => {
  throw new Error('boom');
};

describe('error boundary (docs/requirements.md 2.1)', () => {
  it('shows the fallback and Refresh reloads the application at the site root', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong :(' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(replace).toHaveBeenCalledWith('/');
    expect(log).toHaveBeenCalled();
  });

  it('recovers when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Fine again</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine again')).toBeInTheDocument();
  });
});
