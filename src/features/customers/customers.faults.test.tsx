import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl } from '@tests/unit/harness';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  expectToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Faults on Create Customer, Customer Details, Edit Customer and Disable (docs/customers.md;
 * docs/requirements.md section 8), as an administrator, on the demo customer (Meera Iyer): the rows
 * of docs/reliability.md that run here.
 */
const CUSTOMERS = '/dashboard/manage/customer';
const CREATE = `${CUSTOMERS}/create`;
const CREATE_CALL = '/v3/customer/';
const DETAILS = `${CUSTOMERS}/customerDetails/${customerUser.id}`;
const EDIT = `${DETAILS}/edit`;
const CALL = `/v3/customer/${customerUser.id}`;
const NAME = 'Meera Iyer';
const HEADING = `Customer: ${NAME}`;

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

const choose = async (user: UserEvent, label: string, option: string) => {
  await skipUntil(() => expect(screen.getByRole('option', { name: option })).toBeInTheDocument());
  await user.selectOptions(field(label), screen.getByRole('option', { name: option }));
};

const fillInCustomer = async (user: UserEvent) => {
  await user.type(field('First name'), 'Nandini');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Organisation name'), 'Rao Family Clinics');
  await user.type(field('Email'), 'faults@raoclinics.example.com');
  await user.type(field('Phone'), '+91 80 4100 2200');
  await user.type(field('Address'), '22 MG Road');
  await choose(user, 'Country', 'India');
  await choose(user, 'State', 'Maharashtra');
  await choose(user, 'District', 'Mumbai Suburban');
  await choose(user, 'Location', 'Andheri');
};

describe('Create Customer under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'create-customer-save',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE });
      await fillInCustomer(user);
      const before = demo.db.customers.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Organisation name')).toHaveValue('Rao Family Clinics');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Customer Nandini Rao created.', 'success');
        await skipUntil(() => expect(heading('Customer: Nandini Rao')).toBeVisible());
        expect(screen.getByRole('region', { name: /Temporary password/ })).toBeVisible();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('First name')).toHaveValue('Nandini');
        expect(field('Email')).toHaveValue('faults@raoclinics.example.com');
        expect(field('Location')).toHaveDisplayValue('Andheri');
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(CREATE);
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
        // A malformed answer is the server's 200: the customer may exist; any other fault saved nothing.
        if (key !== 'malformed') expect(demo.db.customers).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

describe('Customer Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'customer-details',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { toasts, user } = await loadFaultCase({
        url: DETAILS,
        demo,
        faults: faultFor(key, CALL, 'GET'),
      });
      const address = demo.db.customer(customerUser.id)!.address;
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        expect(screen.queryByText(address)).not.toBeInTheDocument();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(HEADING)).toBeVisible());
        expect(line('Address')).toHaveTextContent(address);
        expect(line('Open support queries')).toHaveTextContent('Not tracked yet');
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expect(screen.queryByText(address)).not.toBeInTheDocument();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'customer-status',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const statusCall = `${CALL}/status`;
      const { toasts, user } = await loadFaultCase({ url: DETAILS, demo });
      await skipUntil(() => expect(heading(HEADING)).toBeVisible());
      expect(line('Status')).toHaveTextContent('Active');
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      const dialog = () => screen.getByRole('alertdialog', { name: `Disable ${NAME}?` });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, statusCall, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Disable' });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        expect(line('Status')).toHaveTextContent('Active');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Customer ${NAME} disabled.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Inactive'));
        expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(line('Status')).toHaveTextContent('Active');
        expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled();
        expect(demo.count('PUT', statusCall)).toBe(1);
        if (key !== 'malformed') expect(demo.db.customer(customerUser.id)!.status).toBe(true);
      }
      expectHealthy();
    }),
  );
});

describe('Edit Customer under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'edit-customer-save',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const customer = demo.db.customer(customerUser.id)!;
      const { toasts, user } = await loadFaultCase({ url: EDIT, demo });
      await skipUntil(() => expect(field('Address')).toHaveValue(customer.address));
      const typed = '5 Carter Road, Bandra';
      await user.clear(field('Address'));
      await user.type(field('Address'), typed);
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CALL, 'PUT'));
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Address')).toHaveValue(typed);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Customer ${NAME} updated.`, 'success');
        await skipUntil(() => expect(currentUrl()).toBe(DETAILS));
        await skipUntil(() => expect(line('Address')).toHaveTextContent(typed));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Address')).toHaveValue(typed);
        expect(field('First name')).toHaveValue('Meera');
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(EDIT);
        expect(demo.count('PUT', CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );
});
