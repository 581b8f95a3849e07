import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser, doctorUser } from '@tests/unit/session-fixtures';

/**
 * Each simple catalogue through the same walk (docs/master-data.md, "Catalogues"): the list with its
 * count, search and status filter; create with the contract's rules worded per field; a duplicate
 * refused on its field; the record's page; an edit; disable and enable, or the refusal of a record
 * in use. One table row per catalogue: its routes, how to fill a valid record, what it refuses.
 */
interface Case {
  title: string;
  list: string;
  create: string;
  /** A record the seed has, to open, and what finds it in a search (its name by default). */
  seeded: string;
  search?: string;
  /** The messages an empty form gives. */
  required: string[];
  fill: (user: UserEvent) => Promise<void>;
  /** The new record's heading. */
  created: string;
  /** A field and value the server refuses as a duplicate, with its message. */
  duplicate?: { label: string; value: string; message: string };
  /** A seeded record in use: its page, and the refusal when it is disabled. */
  inUse?: { url: string; message: string | RegExp };
}

const type = async (user: UserEvent, label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
};
const pick = async (user: UserEvent, label: string, option: string) => {
  await waitFor(() =>
    expect(within(screen.getByLabelText(label)).getByRole('option', { name: option })).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText(label), option);
};

const CASES: Case[] = [
  {
    title: 'Clinic Types',
    list: '/dashboard/master/clinicType',
    create: '/dashboard/master/clinicType/create',
    seeded: 'Pharmacy kiosk',
    required: ['Name is required'],
    fill: (user) => type(user, 'Name', 'Airport lounge'),
    created: 'Clinic Type: Airport lounge',
    duplicate: {
      label: 'Name',
      value: 'pharmacy KIOSK',
      message: 'A clinic type with the name pharmacy KIOSK already exists.',
    },
  },
  {
    title: 'Languages',
    list: '/dashboard/master/language',
    create: '/dashboard/master/language/create',
    seeded: 'Marathi',
    required: ['Name is required', 'ISO code is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Odia');
      await type(user, 'ISO code', 'OR');
    },
    created: 'Language: Odia',
    duplicate: { label: 'ISO code', value: 'hi', message: 'A language with the code hi already exists.' },
    inUse: {
      url: '/dashboard/master/language/view/1',
      message:
        'English is in use: 6 active videos are in it; 2 active kiosk configurations start in it. Disable them first.',
    },
  },
  {
    title: 'Device Manufacturers',
    list: '/dashboard/master/devicemanufacturers',
    create: '/dashboard/master/devicemanufacturers/create',
    seeded: 'Omron Healthcare',
    required: ['Name is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Masimo');
      await type(user, 'Website', 'https://www.masimo.com');
    },
    created: 'Device Manufacturer: Masimo',
    inUse: {
      url: '/dashboard/master/devicemanufacturers/view/1',
      message: 'Omron Healthcare is in use: 2 active consumable devices are its. Disable them first.',
    },
  },
  {
    title: 'Consumable Devices',
    list: '/dashboard/master/consumable-device',
    create: '/dashboard/master/consumable-device/create',
    seeded: 'Lancet',
    required: ['Name is required', 'Manufacturer is required', 'Unit is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Cholesterol strip');
      await pick(user, 'Manufacturer', 'Abbott');
      await type(user, 'Unit', 'strip');
    },
    created: 'Consumable Device: Cholesterol strip',
  },
  {
    title: 'Roles',
    list: '/dashboard/master/role',
    create: '/dashboard/master/role/create',
    seeded: 'Support Agent',
    required: ['Name is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Auditor');
      await user.click(screen.getByRole('checkbox', { name: 'Export' }));
    },
    created: 'Role: Auditor',
    inUse: {
      url: '/dashboard/master/role/view/1',
      // The staff accounts of the Users screens hold it too (src/mocks/seed-users.ts).
      message: /^Super Admin is in use: \d+ users hold it\. Disable them first\.$/,
    },
  },
  {
    title: 'Video Categories',
    list: '/dashboard/master/videocategory',
    create: '/dashboard/master/videocategory/create',
    seeded: 'Healthy living',
    required: ['Name is required'],
    fill: (user) => type(user, 'Name', 'Doctor talks'),
    created: 'Video Category: Doctor talks',
  },
  {
    title: 'Videos',
    list: '/dashboard/master/video',
    create: '/dashboard/master/video/create',
    seeded: 'Ten minutes of walking a day',
    required: ['Title is required', 'URL is required', 'Language is required', 'Category is required'],
    fill: async (user) => {
      await type(user, 'Title', 'Sleep well');
      await type(user, 'URL', 'http://insecure.example.com/v.mp4');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('URL must start with https://')).toBeInTheDocument();
      await type(user, 'URL', 'https://videos.example.com/sleep.mp4');
      await pick(user, 'Language', 'English');
      await pick(user, 'Category', 'Healthy living');
    },
    created: 'Video: Sleep well',
  },
  {
    title: 'Diseases',
    list: '/dashboard/master/disease',
    create: '/dashboard/master/disease?new',
    seeded: 'Asthma',
    required: ['Name is required', 'Category is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Gestational diabetes');
      await pick(user, 'Category', 'Metabolic');
      await type(user, 'ICD-10 code', 'o24.4');
      await user.click(await screen.findByRole('checkbox', { name: 'Excessive thirst' }));
    },
    created: 'Disease: Gestational diabetes',
  },
  {
    title: 'Medicines',
    list: '/dashboard/master/medicine',
    create: '/dashboard/master/medicine?new',
    seeded: 'Amlodipine 5 mg',
    search: 'amlodipine',
    required: ['Name is required', 'Strength is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Paracetamol');
      await user.selectOptions(screen.getByLabelText('Form'), 'Tablet');
      await type(user, 'Strength', '650 mg');
    },
    created: 'Medicine: Paracetamol 650 mg',
    duplicate: {
      label: 'Strength',
      value: '500 mg',
      message: 'A medicine with the strength 500 mg already exists there.',
    },
  },
];

CASES.push(
  {
    title: 'APK Versions',
    list: '/dashboard/master/apk',
    create: '/dashboard/master/apk/create',
    seeded: 'v2.3.0',
    search: '2.3.0',
    required: ['Version name is required', 'Version code is required', 'Released is required'],
    fill: async (user) => {
      await type(user, 'Version name', '2.5.x');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Version name must be three numbers with dots, such as 2.4.1'),
      ).toBeInTheDocument();
      await type(user, 'Version name', '2.5.0');
      await type(user, 'Version code', '250');
      await user.type(screen.getByLabelText('Released'), '20-11-2026');
      await user.click(screen.getByRole('checkbox', { name: 'Force update' }));
    },
    created: 'APK Version: v2.5.0',
    duplicate: {
      label: 'Version code',
      value: '241',
      message: 'An APK version with the version code 241 already exists.',
    },
  },
  {
    title: 'Kiosk Configurations',
    list: '/dashboard/master/kisokconfigration',
    create: '/dashboard/master/kisokconfigration/create',
    seeded: 'Diabetes camp',
    required: ['Name is required', 'Language is required', 'Idle timeout (seconds) is required'],
    fill: async (user) => {
      await type(user, 'Name', 'Eye camp');
      await pick(user, 'Language', 'Tamil');
      await type(user, 'Idle timeout (seconds)', '10');
      await user.click(await screen.findByRole('checkbox', { name: 'Colour vision' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Idle timeout (seconds) must be at least 30')).toBeInTheDocument();
      await type(user, 'Idle timeout (seconds)', '90');
    },
    created: 'Kiosk Configuration: Eye camp',
  },
);

const WALK_MS = 20_000;

describe.each(CASES)('Master > $title', (item) => {
  it('lists the active records with a count, searches them, and lists inactive ones apart', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: item.list, demo });
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: item.title });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    expect(screen.getByText(new RegExp(`^${item.title}:`))).toHaveTextContent(/\d+/);
    await user.type(
      screen.getByRole('searchbox', { name: `Search ${item.title.toLowerCase()}` }),
      `${item.search ?? item.seeded}{Enter}`,
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(currentUrl()).toContain('search=');
    await user.click(within(table).getByRole('link', { name: item.seeded }));
    await screen.findByRole('button', { name: 'Edit' });
  });

  it(
    'creates a record after the contract’s rules are met, and opens it',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: item.create, demo });
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      for (const message of item.required) expect(await screen.findByText(message)).toBeInTheDocument();
      await item.fill(user);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { level: 1, name: item.created })).toBeInTheDocument();
      expect(screen.getByText(/created\.$/)).toBeInTheDocument();
    },
    WALK_MS,
  );

  it.runIf(item.duplicate !== undefined)(
    'refuses a duplicate on its field and keeps what was typed',
    async () => {
      const duplicate = item.duplicate!;
      const { user } = renderRoute({ url: item.create });
      await screen.findByRole('button', { name: 'Save' });
      await item.fill(user);
      await type(user, duplicate.label, duplicate.value);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findAllByText(duplicate.message)).not.toHaveLength(0);
      expect(screen.getByLabelText(duplicate.label)).toHaveAccessibleDescription(duplicate.message);
    },
    WALK_MS,
  );

  it.runIf(item.inUse !== undefined)(
    'refuses to disable a record in use, and says what uses it',
    async () => {
      const inUse = item.inUse!;
      const { user } = renderRoute({ url: inUse.url });
      await user.click(await screen.findByRole('button', { name: 'Disable' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }),
      );
      expect(await screen.findByText(inUse.message)).toBeInTheDocument();
    },
  );
});

describe('the catalogues are the administrators’', () => {
  it.each([
    '/dashboard/master/medicine',
    '/dashboard/master/language/create',
    '/dashboard/master/role/view/1',
  ])('a customer at %s reads the administrators’ message, and no call is made', async (url) => {
    const demo = serveDemoApi();
    renderRoute({ url, user: customerUser, demo });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
    expect(demo.count('POST', '/v3/medicine/filter') + demo.count('GET', '/v3/role/1')).toBe(0);
  });

  it('a doctor has no master routes (requirements 2.12): the address opens the doctor’s dashboard', async () => {
    renderRoute({ url: '/dashboard/master/language/create', user: doctorUser });
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/static'));
  });
});

describe('Master > Medicines: the status the prescription picker honours', () => {
  it('lists a withdrawn medicine under Inactive, and says what disabling one does', async () => {
    const { user } = renderRoute({ url: '/dashboard/master/medicine?status=inactive' });
    const table = await screen.findByRole('table', { name: 'Medicines' });
    expect(await within(table).findByRole('link', { name: 'Ranitidine 150 mg' })).toHaveAttribute(
      'href',
      '/dashboard/master/medicine?id=16',
    );
    await user.click(within(table).getByRole('link', { name: 'Ranitidine 150 mg' }));
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Medicine Ranitidine 150 mg enabled.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Prescriptions already written keep it; the prescription picker will no longer offer it.',
    );
  });
});

describe('Master > Languages: two people editing one record', () => {
  it('loses neither edit: what they saved is shown, what was typed stays, Save again keeps it', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: '/dashboard/master/language/view/3', demo });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    Object.assign(demo.db.catalogues.languages[2]!, { native_name: 'मराठी (महाराष्ट्र)', version: 2 });
    await type(user, 'Name', 'Marathi (India)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const changes = await screen.findByRole('table', { name: 'What they changed' });
    expect(within(changes).getByRole('row', { name: /Native name/ })).toHaveTextContent('मराठी (महाराष्ट्र)');
    expect(screen.getByLabelText('Name')).toHaveValue('Marathi (India)');
    expect(screen.getByLabelText('Native name')).toHaveValue('मराठी (महाराष्ट्र)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Language: Marathi (India)' });
    expect(demo.db.catalogues.languages[2]).toMatchObject({
      name: 'Marathi (India)',
      native_name: 'मराठी (महाराष्ट्र)',
      version: 3,
    });
  });
});

describe('Master > APK Versions: what pending app update means', () => {
  it('names the latest forced version above the list, and follows a new forced one', async () => {
    const demo = serveDemoApi();
    renderRoute({ url: '/dashboard/master/apk', demo });
    const note = await screen.findByText(/means a clinic whose kiosk runs a version older than the latest/);
    await waitFor(() => expect(note).toHaveTextContent('now v2.4.0 (code 240, released 13-04-2026)'));
    expect(within(note).getByRole('link', { name: 'Monitor' })).toHaveAttribute(
      'href',
      '/dashboard/monitor?tab=pending-update',
    );
  });
});
