import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EventTimeline } from './event-timeline';

const LABEL = 'Status history, oldest first';

describe('EventTimeline', () => {
  it('reads each move as what, when (UTC), who and why, in the order given', () => {
    render(
      <EventTimeline
        label={LABEL}
        emptyText="No status moves recorded."
        events={[
          { what: <strong>Opened</strong>, at: '2026-03-01T09:05:00Z', who: 'Kiosk' },
          { what: 'Closed', at: '2026-03-02T23:30:00Z', who: 'Asha Rao', reason: 'Duplicate of #4' },
        ]}
      />,
    );
    const moves = within(screen.getByRole('list', { name: LABEL })).getAllByRole('listitem');
    expect(moves.map((move) => move.textContent)).toEqual([
      'Opened 01-03-2026 09:05 UTC by Kiosk',
      'Closed 02-03-2026 23:30 UTC by Asha Rao: Duplicate of #4',
    ]);
    expect(within(moves[0]!).getByText('Opened').tagName).toBe('STRONG');
  });

  it('says so when there is nothing to show, and a missing time as a dash', () => {
    const { rerender } = render(<EventTimeline label={LABEL} emptyText="Nothing yet." events={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    rerender(
      <EventTimeline label={LABEL} emptyText="Nothing yet." events={[{ what: 'Moved', at: '', who: 'X' }]} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Moved — UTC by X');
  });
});
