import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MessageThread, sizeText } from './message-thread';

const LABEL = 'Messages, oldest first';

describe('MessageThread', () => {
  it('shows each message with its author, time (UTC), text and attachments, in the order given', () => {
    render(
      <MessageThread
        label={LABEL}
        emptyText="No messages yet."
        messages={[
          {
            id: 1,
            author: 'Meera Iyer',
            at: '2026-03-01T09:05:00Z',
            text: 'The kiosk prints blank pages.\nSince Monday.',
            attachments: [
              { name: 'photo.jpg', url: 'https://files.example/photo.jpg', size: 250_000 },
              { name: 'trick.html', url: 'javascript:alert(1)' },
            ],
          },
          { id: 2, author: 'Support', at: '2026-03-01T10:00:00Z', text: 'Asked the vendor.', internal: true },
        ]}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: LABEL })).getAllByRole('listitem', {
      name: /from/,
    });
    expect(first).toHaveAccessibleName('Message from Meera Iyer, 01-03-2026 09:05 UTC');
    // Line breaks as typed, never markup.
    expect(within(first!).getByText(/blank pages/).textContent).toBe(
      'The kiosk prints blank pages.\nSince Monday.',
    );
    const files = within(first!).getByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'photo.jpg' })).toHaveAttribute(
      'href',
      'https://files.example/photo.jpg',
    );
    expect(within(files).getByText('(244 KB)')).toBeInTheDocument();
    // A URL safeHref refuses is its name, not a link.
    expect(within(files).getByText('trick.html')).toBeInTheDocument();
    expect(within(files).queryByRole('link', { name: 'trick.html' })).not.toBeInTheDocument();
    expect(within(first!).queryByText('Internal note')).not.toBeInTheDocument();

    expect(second).toHaveAccessibleName('Internal note from Support, 01-03-2026 10:00 UTC');
    expect(within(second!).getByText('Internal note')).toBeInTheDocument();
    expect(within(second!).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('says so when there are no messages', () => {
    render(<MessageThread label={LABEL} emptyText="No messages yet." messages={[]} />);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('words a size', () => {
    expect([sizeText(120), sizeText(2048), sizeText(2_500_000)]).toEqual(['120 bytes', '2 KB', '2.4 MB']);
  });
});
