import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { showToast } from '@/lib/toast';

import { ToastHostLoader } from './toast-host-loader';

describe('toast host loader', () => {
  it('loads the host with the first toast and shows what was sent before it loaded', async () => {
    render(<ToastHostLoader />);
    expect(document.querySelector('.p-toast')).toBeNull();
    act(() => {
      showToast({ severity: 'error', summary: 'Error', detail: 'First message', position: 'bottom-center' });
      showToast({ severity: 'success', summary: 'Saved', detail: 'Second message' });
    });
    expect(await screen.findByText('First message')).toBeInTheDocument();
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    act(() => showToast({ severity: 'info', summary: 'Later', detail: 'Third message' }));
    expect(await screen.findByText('Third message')).toBeInTheDocument();
    expect(screen.getAllByText('First message')).toHaveLength(1);
  });
});
