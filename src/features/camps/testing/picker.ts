import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a picker by its label and returns its listbox. */
export const openPicker = async (user: UserEvent, label: string): Promise<HTMLElement> => {
  await user.click(screen.getByRole('combobox', { name: label }));
  return screen.findByRole('listbox', { name: label });
};

/** Opens a picker and clicks one of its options. */
export const pick = async (user: UserEvent, label: string, option: string): Promise<void> => {
  const list = await openPicker(user, label);
  await user.click(await within(list).findByRole('option', { name: option }));
};

/** jsdom has no layout: give the list's scroll box a size and scroll it to the bottom. */
export const scrollToBottom = (listbox: HTMLElement): void => {
  const box = listbox.parentElement;
  if (!box) throw new Error('the listbox has no scroll box');
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 250 });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 400 });
  box.scrollTop = 150;
  fireEvent.scroll(box);
};
