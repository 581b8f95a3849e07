import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const LIST = '/dashboard/config/kioskConfig';
const CREATE = `${LIST}/create`;
const rolloutUrl = (id: number) => `${LIST}/rollout/${id}`;
const NOW = new Date('2026-06-01T10:00:00Z');

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** Picks the first clinic the clinic picker offers; answers its name. */
const pickFirstClinic = async (user: UserEvent): Promise<string> => {
  await user.click(screen.getByRole('combobox', { name: 'Clinic' }));
  const list = await screen.findByRole('listbox');
  const first = (await within(list).findAllByRole('option'))[0]!;
  const name = first.textContent ?? '';
  await user.click(first);
  return name;
};

const confirmIn = async (user: UserEvent, title: RegExp, button: string) => {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
};

describe('Kiosk Configuration (docs/kiosk-rollouts.md)', () => {
  it('lists the rollouts with their status, target and progress, and offers New rollout', async () => {
    const demo = serveDemoApi({ now: NOW });
    renderRoute({ url: LIST, demo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiosk Configuration' })).toBeVisible();
    expect(await screen.findByText('Staged: waiting for Continue')).toBeVisible();
    expect(screen.getByText('Done')).toBeVisible();
    expect(screen.getByText(/Customer Meera Iyer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New rollout' })).toHaveAttribute('href', CREATE);
  });

  it('is for administrators: a customer reads the administrators’ message and no call is made', async () => {
    const demo = serveDemoApi({ now: NOW });
    renderRoute({ url: LIST, demo, user: customerUser });
    expect(await screen.findByText(/administrators/i)).toBeVisible();
    expect(demo.bodies('/v3/kiosk-rollout/filter')).toHaveLength(0);
  });
});

describe('New rollout', () => {
  it('says what is missing, and refuses a share outside 1-99', async () => {
    const demo = serveDemoApi({ now: NOW });
    const { user } = renderRoute({ url: CREATE, demo });
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Configuration is required')).toBeVisible();
    expect(screen.getByText('Clinic is required')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Staged/ }));
    await user.clear(field('First share (%)'));
    await user.type(field('First share (%)'), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('First share (%) must be from 1 to 99')).toBeVisible();
    expect(demo.bodies('/v3/kiosk-rollout/')).toHaveLength(0);
  });

  it('reviews the diff and the reach, then starts the rollout and opens its page', async () => {
    const demo = serveDemoApi({ now: NOW });
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('option', { name: 'Corporate wellness' });
    await user.selectOptions(field('Configuration'), 'Corporate wellness');
    const clinic = await pickFirstClinic(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByText(/It reaches \d+ kiosks? at once\./)).toBeVisible();
    expect(demo.bodies('/v3/kiosk-rollout/').at(-1)).toMatchObject({ preview: true, target_kind: 'clinic' });
    const before = demo.db.kioskRollouts.length;
    await user.click(within(review).getByRole('button', { name: 'Start rollout' }));
    await confirmIn(user, /Start the rollout of Corporate wellness/, 'Start rollout');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Rollout: Corporate wellness to Clinic ${clinic}`,
      }),
    ).toBeVisible();
    expect(demo.db.kioskRollouts).toHaveLength(before + 1);
    expect(currentUrl()).toBe(rolloutUrl(before + 1));
  });

  it('shows the server’s refusal on its field (an inactive configuration)', async () => {
    const demo = serveDemoApi({ now: NOW });
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('option', { name: 'Diabetes camp' });
    demo.db.catalogues.kioskConfigs.find((row) => row.name === 'Diabetes camp')!.status = false;
    await user.selectOptions(field('Configuration'), 'Diabetes camp');
    await pickFirstClinic(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText('Choose an active kiosk configuration.', { selector: 'small' }),
    ).toBeVisible();
  });
});

describe('Kiosk Rollout Details', () => {
  it('shows the diff and each kiosk, and continues a staged rollout to all', async () => {
    const demo = serveDemoApi({ now: NOW });
    const staged = demo.db.kioskRollouts.find((row) => row.staged_percent !== null)!;
    const { user } = renderRoute({ url: rolloutUrl(staged.id), demo });
    expect(await screen.findByRole('heading', { level: 1, name: /^Rollout: / })).toBeVisible();
    expect(line('Status')).toHaveTextContent('Staged: waiting for Continue');
    expect(screen.getByRole('table', { name: /Changes from/ })).toBeVisible();
    const kiosks = screen.getByRole('table', { name: 'Progress per kiosk' });
    expect(within(kiosks).getAllByText('Held back').length).toBeGreaterThan(0);
    const first = demo.db.kiosks.find((kiosk) => kiosk.id === staged.kiosk_ids[0])!;
    expect(within(kiosks).getByRole('link', { name: first.serial_number })).toHaveAttribute(
      'href',
      `/dashboard/manage/kiosk-inventory/view/${first.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Continue to all' }));
    await confirmIn(user, /Continue to all kiosks/, 'Continue to all');
    expect(await screen.findByText(/sent to all its kiosks/)).toBeVisible();
    await waitFor(() => expect(line('Progress')).not.toHaveTextContent('held back'));
    expect(screen.queryByRole('button', { name: 'Continue to all' })).not.toBeInTheDocument();
  });

  it('rolls back to the previous configuration and opens the new rollout', async () => {
    const demo = serveDemoApi({ now: NOW });
    const done = demo.db.kioskRollouts.find((row) => row.target_kind === 'clinic')!;
    const { user } = renderRoute({ url: rolloutUrl(done.id), demo });
    await screen.findByRole('heading', { level: 1, name: /^Rollout: / });
    await user.click(screen.getByRole('button', { name: 'Rollback' }));
    await confirmIn(user, /Roll back to/, 'Rollback');
    const back = demo.db.kioskRollouts.at(-1)!;
    expect(back.rollback_of_id).toBe(done.id);
    await screen.findByText(`Rollout #${done.id}`);
    expect(currentUrl()).toBe(rolloutUrl(back.id));
  });

  it('says when the rollout changed meanwhile (409) and keeps the page', async () => {
    const demo = serveDemoApi({ now: NOW });
    const staged = demo.db.kioskRollouts.find((row) => row.staged_percent !== null)!;
    const { user } = renderRoute({ url: rolloutUrl(staged.id), demo });
    await screen.findByRole('button', { name: 'Continue to all' });
    staged.version += 1;
    await user.click(screen.getByRole('button', { name: 'Continue to all' }));
    await confirmIn(user, /Continue to all kiosks/, 'Continue to all');
    expect(await screen.findByText(/changed by someone else/)).toBeVisible();
    expect(staged.continued_at).toBeNull();
    // The page reloads the rollout as it is now: Continue goes from the new version.
    await waitFor(() => expect(demo.count('GET', `/v3/kiosk-rollout/${staged.id}`)).toBeGreaterThan(1));
  });

  it('reads an unknown rollout as not found', async () => {
    renderRoute({ url: rolloutUrl(999), demo: serveDemoApi({ now: NOW }) });
    expect(await screen.findByText(/No rollout with ID 999 was found/)).toBeVisible();
  });
});
