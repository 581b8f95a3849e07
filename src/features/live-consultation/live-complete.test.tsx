import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderLive, serveLiveDemo, startConsultation } from './live-test-support';

type Rendered = ReturnType<typeof renderLive>;

const setUp = async () => {
  const demo = serveLiveDemo();
  const c = startConsultation(demo);
  const rendered = renderLive(demo);
  await screen.findByRole('textbox', { name: 'Notes' });
  return { ...rendered, demo, c };
};

/** Adds a row and picks the medicine whose text starts with `search`. */
const prescribe = async ({ user }: Rendered, row: number, search: string, cells: Record<string, string>) => {
  await user.click(screen.getByRole('button', { name: /Add a medicine/ }));
  await user.type(screen.getByRole('combobox', { name: `Medicine ${String(row)}` }), search);
  await user.keyboard('{Enter}');
  for (const [label, value] of Object.entries(cells))
    fireEvent.change(screen.getByRole('textbox', { name: `${label}, medicine ${String(row)}` }), {
      target: { value },
    });
};

const confirmComplete = async ({ user }: Rendered) => {
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Complete this consultation?' });
  await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
};

describe('Live Consultation: the prescription (docs/telemedicine.md)', () => {
  it('a started row needs a medicine, dose, frequency and duration before Complete', async () => {
    const setup = await setUp();
    const { user, demo, c } = setup;
    await user.click(screen.getByRole('button', { name: /Add a medicine/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dose, medicine 1' }), {
      target: { value: '5 mg' },
    });
    await confirmComplete(setup);
    const picker = screen.getByRole('combobox', { name: 'Medicine 1' });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('Choose a medicine');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Frequency, medicine 1' })).toHaveAccessibleDescription(
      'Enter how often',
    );
    expect(screen.getByRole('textbox', { name: 'Duration, medicine 1' })).toHaveAccessibleDescription(
      'Enter for how long',
    );
    expect(screen.getByRole('textbox', { name: 'Dose, medicine 1' })).not.toHaveAttribute('aria-invalid');
    expect(demo.count('POST', `/v3/consultation/${String(c.id)}/status`)).toBe(0);
  }, 15_000);

  it('the server’s 422 on prescription.0.dose lands on the row it came from', async () => {
    const setup = await setUp();
    const { user, demo, c } = setup;
    // Row 1 is unfinished (kept in the tab), so the server's row 0 is the page's row 2.
    await user.click(screen.getByRole('button', { name: /Add a medicine/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dose, medicine 1' }), {
      target: { value: '5 mg' },
    });
    await prescribe(setup, 2, 'Amlo', { Dose: '5 mg', Frequency: 'Once a day', Duration: '30 days' });
    // The medicine is disabled in the master data meanwhile: the server refuses the row.
    const amlodipine = demo.db.catalogues.medicines.find((medicine) => medicine.name === 'Amlodipine');
    if (amlodipine) amlodipine.status = false;
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'BP high.' } });
    const picker = screen.getByRole('combobox', { name: 'Medicine 2' });
    await waitFor(
      () => expect(picker).toHaveAccessibleDescription('Medicine 1: choose an active medicine.'),
      {
        timeout: 5_000,
      },
    );
    expect(screen.getByText(/One medicine row is kept in this tab/)).toBeInTheDocument();
    expect(demo.bodies(`/v3/consultation/${String(c.id)}/note`).at(-1)).toMatchObject({
      prescription: [{ medicine_id: amlodipine?.id, dose: '5 mg' }],
    });
  }, 15_000);
});

describe('Live Consultation: Complete and Cancel', () => {
  it('completes after the confirm: the note is saved first, then the move; print and the queue follow', async () => {
    const setup = await setUp();
    const { user, demo, c } = setup;
    fireEvent.change(screen.getByRole('textbox', { name: 'Diagnosis' }), {
      target: { value: 'Stage 1 hypertension' },
    });
    await prescribe(setup, 1, 'Amlo', { Dose: '5 mg', Frequency: 'Once a day', Duration: '30 days' });
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Keep working' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await confirmComplete(setup);
    expect(await screen.findByText(/is completed\./)).toBeInTheDocument();
    expect(c.status).toBe('completed');
    expect(c.diagnosis).toBe('Stage 1 hypertension');
    expect(c.prescription).toHaveLength(1);
    expect(demo.bodies(`/v3/consultation/${String(c.id)}/status`)).toEqual([
      { status: 'completed', version: c.version - 1, reason: null },
    ]);
    expect(screen.getByRole('button', { name: 'Print prescription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/dashboard/consulataion',
    );
    const print = document.querySelector('.rx-print');
    expect(print).toHaveTextContent('Dr Vikram Shah');
    expect(print).toHaveTextContent('Amlodipine 5 mg (tablet)');
    expect(print).toHaveTextContent('Stage 1 hypertension');
  }, 15_000);

  it('without a diagnosis the server’s 422 shows on the diagnosis field', async () => {
    const setup = await setUp();
    await confirmComplete(setup);
    const diagnosis = screen.getByRole('textbox', { name: 'Diagnosis' });
    await waitFor(() =>
      expect(diagnosis).toHaveAccessibleDescription('Write a diagnosis before completing the consultation.'),
    );
    expect(setup.c.status).toBe('in_progress');
  }, 15_000);

  it('a 409 (changed since it was opened) is shown with its message', async () => {
    const setup = await setUp();
    fireEvent.change(screen.getByRole('textbox', { name: 'Diagnosis' }), { target: { value: 'Migraine' } });
    setup.c.version += 1;
    await confirmComplete(setup);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This consultation is in progress now; it changed after you opened it.',
    );
  }, 15_000);

  it('cancels with a reason after the confirm', async () => {
    const setup = await setUp();
    const { user, c } = setup;
    await user.click(screen.getByRole('button', { name: 'Cancel consultation' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Patient left');
    await user.click(screen.getByRole('button', { name: 'Cancel this consultation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel consultation' }));
    expect(await screen.findByText(/was cancelled\./)).toBeInTheDocument();
    expect(c.status).toBe('cancelled');
    expect(c.history.at(-1)?.reason).toBe('Patient left');
  }, 15_000);
});
