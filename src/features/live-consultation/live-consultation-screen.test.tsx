import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { outcomeOf } from '@/lib/result-outcome';

import { patientNameOf, renderLive, serveLiveDemo, startConsultation } from './live-test-support';

const FILTER = '/v3/consultation/filter';

describe('Live Consultation: finding the consultation in progress (docs/telemedicine.md)', () => {
  it('with none in progress, says so and links to the queue', async () => {
    const demo = serveLiveDemo();
    renderLive(demo);
    expect(await screen.findByText(/No consultation in progress/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the queue' })).toHaveAttribute(
      'href',
      '/dashboard/consulataion',
    );
    expect(demo.bodies(FILTER)[0]).toMatchObject({ status: 'in_progress', doctor_id: 3, page: 1, limit: 1 });
  });

  it('shows Loading... while the call is under way', async () => {
    const demo = serveLiveDemo();
    const held = demo.hold('POST', FILTER);
    renderLive(demo);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    held.release();
    expect(await screen.findByText(/No consultation in progress/)).toBeInTheDocument();
  });

  it('a failed load offers Try again, which loads the consultation', async () => {
    const demo = serveLiveDemo();
    const c = startConsultation(demo);
    demo.db.setFaults({ failures: [{ path: FILTER, status: 400 }] });
    const { user } = renderLive(demo);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    demo.db.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Live Consultation: ${patientNameOf(demo, c.patient_id)}`,
      }),
    ).toBeInTheDocument();
  });

  it('a server without the call says which call is missing', async () => {
    const demo = serveLiveDemo();
    demo.db.proposed = false;
    renderLive(demo);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs POST /v3/consultation/filter, which this server does not provide yet.',
    );
  });

  it('a 403 on the consultation shows the server’s words, not the data', async () => {
    const demo = serveLiveDemo();
    const c = startConsultation(demo);
    demo.db.setFaults({
      failures: [
        { path: `/v3/consultation/${c.id}`, method: 'GET', status: 403, message: 'Not your consultation.' },
      ],
    });
    renderLive(demo);
    expect(await screen.findByText('Not your consultation.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
  });
});

describe('Live Consultation: the chart', () => {
  it('shows the patient, the video room, the pre-read (abnormal first, failed apart) and the note', async () => {
    const demo = serveLiveDemo();
    const c = startConsultation(demo, { video: true });
    renderLive(demo);
    const patient = await screen.findByRole('complementary', { name: 'Patient' });
    const name = patientNameOf(demo, c.patient_id);
    expect(within(patient).getByRole('heading', { name })).toBeInTheDocument();
    for (const term of ['Patient Id', 'Age', 'Gender', 'Clinic', 'Requested', 'Started'])
      expect(within(patient).getByText(term)).toBeInTheDocument();
    const video = within(patient).getByRole('link', { name: 'Open video room' });
    expect(video).toHaveAttribute('href', c.video_url);
    expect(video).toHaveAttribute('target', '_blank');
    expect(video.getAttribute('rel')).toContain('noopener');
    expect(within(patient).getByRole('link', { name: 'Patient details' })).toHaveAttribute(
      'href',
      `/dashboard/manage/patients/patientDetails?patient_id=${String(c.patient_id)}`,
    );
    const preread = screen.getByRole('region', { name: 'Pre-read' });
    const labels = demo.db.screening.resultsBySession.get(c.session_id ?? 0) ?? [];
    const groups = [...preread.querySelectorAll('[data-outcome]')].map((group) =>
      group.getAttribute('data-outcome'),
    );
    const expected = (['abnormal', 'normal', 'failed'] as const).filter((outcome) =>
      labels.some((result) => outcomeOf(result.label) === outcome),
    );
    expect(groups).toEqual(expected);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Diagnosis' })).toBeInTheDocument();
    expect(screen.getByLabelText('Follow-up date')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Prescription' })).toBeInTheDocument();
  });

  it('has no video link without a video room', async () => {
    const demo = serveLiveDemo();
    startConsultation(demo, { video: false });
    renderLive(demo);
    await screen.findByRole('complementary', { name: 'Patient' });
    expect(screen.queryByRole('link', { name: 'Open video room' })).not.toBeInTheDocument();
  });

  it('the picker offers only active medicines, searched by name', async () => {
    const demo = serveLiveDemo();
    startConsultation(demo);
    const { user } = renderLive(demo);
    await user.click(await screen.findByRole('button', { name: /Add a medicine/ }));
    const picker = screen.getByRole('combobox', { name: 'Medicine 1' });
    await user.type(picker, 'tidine');
    // Ranitidine is the seed's inactive medicine.
    expect(screen.getByRole('listbox', { name: 'Medicine 1: medicines' })).toHaveTextContent(
      'No active medicine matches.',
    );
    await user.clear(picker);
    await user.type(picker, 'metf');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Metformin 1000 mg (tablet)',
      'Metformin 500 mg (tablet)',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Metformin 500 mg (tablet)');
    await waitFor(() => expect(demo.bodies('/v3/medicine/filter')[0]).toMatchObject({ status: true }));
  });
});
