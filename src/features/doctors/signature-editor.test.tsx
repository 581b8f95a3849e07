import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';

const DETAILS = '/dashboard/manage/doctor/views/3';
const SIGNATURE = '/v3/doctor/3/signature';
const LABEL = 'Signature image (PNG or JPEG, at most 200 KiB)';

/** The smallest PNG: the 8-byte signature and a little more (the demo API checks only the data URL). */
const png = (bytes = 68, name = 'signature.png', type = 'image/png') =>
  new File([new Uint8Array(bytes).fill(137)], name, { type });

const choose = (file: File) => fireEvent.change(screen.getByLabelText(LABEL), { target: { files: [file] } });

const ready = () => screen.findByRole('heading', { level: 1, name: 'Doctor: Dr Vikram Shah' });

describe('Signature', () => {
  it('previews a chosen PNG, saves it as a data URL with the version, and shows it as saved', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: DETAILS, demo });
    await ready();
    expect(screen.getByText('No signature yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save signature' })).toBeDisabled();
    choose(png());
    const preview = await screen.findByRole('img', { name: 'Signature preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Preview: signature.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByRole('img', { name: 'Saved signature' })).toHaveAttribute(
      'src',
      preview.getAttribute('src'),
    );
    expect(screen.queryByRole('img', { name: 'Signature preview' })).not.toBeInTheDocument();
    expect(demo.bodies(SIGNATURE)).toEqual([{ signature: preview.getAttribute('src'), version: 1 }]);
    expect(demo.db.doctor(3)!.signature).toMatch(/^data:image\/png;base64,/);
  });

  it('takes a JPEG too', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: DETAILS, demo });
    await ready();
    choose(png(100, 'sig.jpg', 'image/jpeg'));
    expect((await screen.findByRole('img', { name: 'Signature preview' })).getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );
  });

  it('refuses an image over 200 KiB before sending it, saying how big it is', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: DETAILS, demo });
    await ready();
    choose(png(250 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The signature image must be 200 KiB or smaller; this one is 250 KiB.',
    );
    expect(screen.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Signature preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save signature' })).toBeDisabled();
    expect(demo.bodies(SIGNATURE)).toEqual([]);
  });

  it('refuses a file that is not a PNG or JPEG', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: DETAILS, demo });
    await ready();
    choose(png(100, 'signature.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The signature must be a PNG or JPEG image.');
    expect(screen.queryByRole('img', { name: 'Signature preview' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (422) under the control and keeps the preview", async () => {
    const demo = serveDemoApi();
    demo.db.setFaults({
      failures: [{ path: SIGNATURE, status: 422, message: 'The signature image must be 200 KB or smaller.' }],
    });
    const { user } = renderRoute({ url: DETAILS, demo });
    await ready();
    choose(png());
    await screen.findByRole('img', { name: 'Signature preview' });
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(
      await screen.findByText('The signature image must be 200 KB or smaller.', { selector: 'small' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature preview' })).toBeInTheDocument();
  });

  it('says someone else changed the doctor (409), then saves on the second try', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: DETAILS, demo });
    await ready();
    const stored = demo.db.doctor(3)!;
    Object.assign(stored, { phone: '+91 90000 00000', version: stored.version + 1 });
    choose(png());
    await screen.findByRole('img', { name: 'Signature preview' });
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(
      await screen.findByText(/Someone else changed this doctor while you were choosing the image/),
    ).toBeInTheDocument();
    expect(await screen.findByText('+91 90000 00000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByRole('img', { name: 'Saved signature' })).toBeInTheDocument();
    expect(demo.bodies(SIGNATURE).map((body) => (body as { version: number }).version)).toEqual([1, 2]);
  });

  it('removes the saved signature', async () => {
    const demo = serveDemoApi();
    demo.db.doctor(3)!.signature = 'data:image/png;base64,iVBORw0KGgo=';
    const { user } = renderRoute({ url: DETAILS, demo });
    await ready();
    expect(screen.getByRole('img', { name: 'Saved signature' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove signature' }));
    expect(await screen.findByText('No signature yet.')).toBeInTheDocument();
    expect(demo.bodies(SIGNATURE)).toEqual([{ signature: null, version: 1 }]);
  });

  it('says which call is missing on a server without it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: DETAILS, demo });
    await ready();
    demo.db.proposed = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    choose(png());
    await screen.findByRole('img', { name: 'Signature preview' });
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'This screen needs PUT /v3/doctor/{id}/signature, which this server does not provide yet.',
        ),
      ).toBeInTheDocument(),
    );
    warned.mockRestore();
  });
});
