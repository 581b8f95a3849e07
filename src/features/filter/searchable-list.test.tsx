import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { NamedRef } from '@/atoms/filter';

import { SearchableList } from './searchable-list';
import { installListGeometry, namedClinics, uninstallListGeometry } from '@tests/unit/filter-panel';

beforeAll(installListGeometry);
afterAll(uninstallListGeometry);

const panelCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'filter-panel.css'), 'utf8');

const STATES: NamedRef[] = [
  { id: 11, name: 'Maharashtra' },
  { id: 12, name: 'Karnataka' },
  { id: 21, name: 'Bagmati' },
];

const renderList = (props: Partial<Parameters<typeof SearchableList>[0]> = {}) => {
  const onSelect = vi.fn();
  const view = render(
    <SearchableList
      label="States"
      items={STATES}
      loading={false}
      selectedId={null}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { ...view, onSelect, user: userEvent.setup() };
};

const optionNames = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('span')?.textContent);

describe('SearchableList', () => {
  it("has a search box with the placeholder 'Search'", () => {
    renderList();
    expect(screen.getByRole('searchbox', { name: 'Search States' })).toHaveAttribute('placeholder', 'Search');
  });

  it('searches case-insensitively on name, and on id', async () => {
    const { user } = renderList();
    const search = screen.getByRole('searchbox', { name: 'Search States' });
    await user.type(search, 'AR');
    expect(optionNames()).toEqual(['Maharashtra', 'Karnataka']);
    await user.clear(search);
    await user.type(search, 'arnat');
    expect(optionNames()).toEqual(['Karnataka']);
    await user.clear(search);
    await user.type(search, '21');
    expect(optionNames()).toEqual(['Bagmati']);
  });

  it('an empty search restores the full list', async () => {
    const { user } = renderList();
    const search = screen.getByRole('searchbox', { name: 'Search States' });
    await user.type(search, 'bag');
    expect(optionNames()).toEqual(['Bagmati']);
    await user.clear(search);
    expect(optionNames()).toEqual(['Maharashtra', 'Karnataka', 'Bagmati']);
  });

  it("shows 'No data' when nothing matches and when the list is empty", async () => {
    const { user, rerender, onSelect } = renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search States' }), 'zz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(
      <SearchableList label="States" items={[]} loading={false} selectedId={null} onSelect={onSelect} />,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it("shows 'Loading ...' while the first load runs, and under the rows while more load", () => {
    const { rerender, onSelect } = renderList({ items: [], loading: true });
    expect(screen.getByText('Loading ...')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    rerender(
      <SearchableList
        label="States"
        items={STATES}
        loading={false}
        loadingMore
        selectedId={null}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('listbox', { name: 'States' })).toBeInTheDocument();
    expect(screen.getByText('Loading ...')).toBeInTheDocument();
  });

  it('is a listbox at most 250 px high that scrolls', () => {
    renderList();
    expect(screen.getByRole('listbox', { name: 'States' })).toHaveClass('filter-list__scroller');
    // jsdom applies no stylesheet: check the rule itself (the browser test measures the real list).
    expect(panelCss).toMatch(/\.filter-list__scroller \{[^}]*max-height: 250px;[^}]*overflow-y: auto;/);
  });

  it('chooses with a click and marks the choice selected', async () => {
    const { user, onSelect, rerender } = renderList();
    await user.click(screen.getByRole('option', { name: /Karnataka/ }));
    expect(onSelect).toHaveBeenCalledWith({ id: 12, name: 'Karnataka' });
    rerender(
      <SearchableList label="States" items={STATES} loading={false} selectedId={12} onSelect={onSelect} />,
    );
    expect(screen.getByRole('option', { name: /Karnataka/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Maharashtra/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('works with the keyboard alone: Tab in, arrows move, Enter chooses', async () => {
    const { user, onSelect } = renderList();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search States' })).toHaveFocus();
    await user.tab();
    const listbox = screen.getByRole('listbox', { name: 'States' });
    expect(listbox).toHaveFocus();
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Maharashtra');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Bagmati');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 12, name: 'Karnataka' });
    await user.keyboard('{Home} ');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 11, name: 'Maharashtra' });
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('Bagmati');
  });

  it('stays small with 2,000 rows: only the rows in view (plus a few) are in the page', () => {
    renderList({ label: 'Clinics', items: namedClinics(2000) });
    const listbox = screen.getByRole('listbox', { name: 'Clinics' });
    const rendered = screen.getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(30);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '2000');
    // Scrolled far down, the rows there are rendered instead.
    listbox.scrollTop = 34 * 1500;
    fireEvent.scroll(listbox);
    expect(screen.getByRole('option', { name: /^Clinic 1501 / })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Clinic 01 / })).not.toBeInTheDocument();
  });

  it('asks for more once scrolling rests within 5 px of the bottom, debounced by 300 ms', async () => {
    const onNearBottom = vi.fn();
    renderList({ label: 'Clinics', items: namedClinics(10), onNearBottom });
    const listbox = screen.getByRole('listbox', { name: 'Clinics' });
    Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 340 });
    // 340 - 80 - 250 = 10 px from the bottom: not yet.
    listbox.scrollTop = 80;
    fireEvent.scroll(listbox);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onNearBottom).not.toHaveBeenCalled();
    // Several scroll events inside 300 ms, ending 5 px from the bottom: one call, after the pause.
    listbox.scrollTop = 84;
    fireEvent.scroll(listbox);
    listbox.scrollTop = 85;
    fireEvent.scroll(listbox);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(onNearBottom).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onNearBottom).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onNearBottom).toHaveBeenCalledTimes(1);
  });
});
