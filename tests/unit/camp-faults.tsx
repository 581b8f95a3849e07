/**
 * What the camp screens' fault cases share (src/features/camps/**\/*.faults.test.tsx, the rows of
 * docs/reliability.md that run as component tests): a picker whose list call fails, and a double
 * click in one frame.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

import type { DemoApi } from './demo-api';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  faultFor,
  loadFaultCase,
  perFault,
  skipUntil,
  SLOW_MS,
} from './reliability-kit';

/** The status line under a picker's list: 'Loading...', 'Error loading data', 'No locations found'. */
export const pickerStatus = (label: string): HTMLElement =>
  within(screen.getByRole('listbox', { name: label }).parentElement!).getByRole('status');

/** The picker's first option, once its list is open and loaded. */
export const firstOption = (label: string): HTMLElement =>
  within(screen.getByRole('listbox', { name: label })).getAllByRole('option')[0]!;

/** Opens a picker and picks its first option, skipping the clock until the list has come. */
export const pickFirst = async (user: UserEvent, label: string): Promise<string> => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await skipUntil(() => expect(firstOption(label)).toBeVisible());
  const option = firstOption(label);
  const name = option.textContent;
  await user.click(option);
  return name;
};

interface PickerCase {
  url: string;
  label: 'Location' | 'Customer';
  /** The list's call. */
  path: string;
  /** Shows the picker once the page has loaded (the edit form's Edit). */
  open?: (user: UserEvent) => Promise<void>;
  /** Another field of the form still takes input: meanwhile (slow), or after the failure. */
  otherFieldWorks?: (user: UserEvent, demo: DemoApi) => Promise<void>;
}

/**
 * A picker of a camp form (Add Camp, the edit form of Camp Details, Assign New Clinics) whose list
 * call meets each fault: 'Error loading data' in the opened list, only logged, the other fields
 * working; slow, 'Loading...' while the rest of the page (the header too) works, then the options.
 */
export const pickerFaultCases = ({ url, label, path, open, otherFieldWorks }: PickerCase) =>
  perFault(async (key) => {
    const slow = key === 'slow';
    const { demo, toasts, user } = await loadFaultCase({
      url,
      faults: faultFor(key, path),
      // The header is checked only while the list is slow.
      render: slow ? 'app' : 'route',
    });
    await open?.(user);
    const combobox = () => screen.getByRole('combobox', { name: label });
    await user.click(combobox());
    if (slow) {
      await skipUntil(() => expect(pickerStatus(label)).toHaveTextContent('Loading...'), { maxMs: 1_000 });
      await user.keyboard('{Escape}');
      await otherFieldWorks?.(user, demo);
      await expectHeaderUsable(user);
      await advance(SLOW_MS);
      await user.click(combobox());
      await skipUntil(() => expect(firstOption(label)).toBeVisible());
    } else {
      await skipUntil(() => expect(pickerStatus(label)).toHaveTextContent('Error loading data'));
      expect(within(screen.getByRole('listbox', { name: label })).queryAllByRole('option')).toEqual([]);
      expectNoToast(toasts);
      expect(demo.count('POST', path)).toBe(callsFor(key));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox', { name: label })).not.toBeInTheDocument();
      await otherFieldWorks?.(user, demo);
    }
    expectHealthy();
  });

/**
 * Clicks twice in the same task, before React can re-render (the browser suite's hardest double
 * submit): both clicks land inside one act, whose updates React renders only when it ends.
 */
export const clickTwiceInOneFrame = (element: HTMLElement): void => {
  act(() => {
    element.click();
    element.click();
  });
};
