import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { consultationRowWithVideo, HOSTILE_VIDEO_URLS } from '@tests/unit/hostile-links';

import { QUEUE_COLUMNS } from './queue-cells';

// Issue 32, finding 8 (docs/reliability.md): the queue's Video cell links only what safeHref lets through.
const videoCell = (url: string | null) => {
  const column = QUEUE_COLUMNS.find((candidate) => candidate.key === 'video');
  if (!column) throw new Error('the queue has no Video column');
  return render(<>{column.cell(consultationRowWithVideo(url))}</>);
};

describe('the queue’s Video cell', () => {
  it.each(HOSTILE_VIDEO_URLS)('renders %j as text, not a link', (url) => {
    const { container } = videoCell(url);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent(url.trim());
  });

  it('links an https room', () => {
    videoCell('https://meet.example.com/hcd-43');
    expect(screen.getByRole('link', { name: /Open video room/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/hcd-43',
    );
  });
});
