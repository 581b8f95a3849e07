import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { consultationWithVideo, HOSTILE_VIDEO_URLS } from '@tests/unit/hostile-links';

import { PatientPanel } from './patient-panel';

// Issue 32, finding 8 (docs/reliability.md): the live consultation's Open video room links only what
// safeHref lets through.
describe('the live consultation’s video room button', () => {
  it.each(HOSTILE_VIDEO_URLS)('renders %j as text, not a link', (url) => {
    const { container } = render(<PatientPanel consultation={consultationWithVideo(url)} />);
    expect(screen.queryByRole('link', { name: /video room/i })).toBeNull();
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/manage/patients/patientDetails?patient_id=740',
    ]);
    expect(container).toHaveTextContent(url.trim());
  });

  it('links an https room', () => {
    render(<PatientPanel consultation={consultationWithVideo('https://meet.example.com/hcd-43')} />);
    expect(screen.getByRole('link', { name: /Open video room/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/hcd-43',
    );
  });
});
