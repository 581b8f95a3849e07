import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { consultationWithVideo, HOSTILE_VIDEO_URLS } from '@tests/unit/hostile-links';

import { ConsultationOverview } from './consultation-sections';

const NOW = Date.parse('2026-06-01T10:00:00.000Z');

// Issue 32, finding 8 (docs/reliability.md): the consultation details' Video room links only what
// safeHref lets through.
describe('the consultation details’ Video room', () => {
  it.each(HOSTILE_VIDEO_URLS)('renders %j as text, not a link', (url) => {
    const { container } = render(
      <ConsultationOverview consultation={consultationWithVideo(url)} now={NOW} />,
    );
    expect(screen.queryByRole('link', { name: /video room/i })).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container).toHaveTextContent(url.trim());
  });

  it('links an https room', () => {
    render(
      <ConsultationOverview
        consultation={consultationWithVideo('https://meet.example.com/hcd-43')}
        now={NOW}
      />,
    );
    expect(screen.getByRole('link', { name: /Open video room/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/hcd-43',
    );
  });
});
