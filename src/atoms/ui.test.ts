import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';

import {
  closeOverlaysAtom,
  headerPanelAtom,
  SHOW_FILTER_EVENT,
  setShowFilterAtom,
  showFilterAtom,
  type ShowFilterEventDetail,
  sidebarOpenAtom,
} from './ui';

describe('filter panel visibility', () => {
  it("stores the text 'true' or 'false' and broadcasts each change", () => {
    const store = createStore();
    store.sub(showFilterAtom, () => undefined);
    const heard: boolean[] = [];
    const listener = (event: Event) =>
      heard.push((event as CustomEvent<ShowFilterEventDetail>).detail.visible);
    window.addEventListener(SHOW_FILTER_EVENT, listener);
    store.set(setShowFilterAtom);
    expect(window.localStorage.getItem(storageKeys.showFilter)).toBe('true');
    store.set(setShowFilterAtom);
    expect(window.localStorage.getItem(storageKeys.showFilter)).toBe('false');
    store.set(setShowFilterAtom, true);
    window.removeEventListener(SHOW_FILTER_EVENT, listener);
    expect(heard).toEqual([true, false, true]);
    expect(store.get(showFilterAtom)).toBe(true);
  });

  it('reads anything but true or false as hidden', () => {
    window.localStorage.setItem(storageKeys.showFilter, 'yes');
    const store = createStore();
    store.sub(showFilterAtom, () => undefined);
    expect(store.get(showFilterAtom)).toBe(false);
  });

  it('follows another tab', () => {
    const store = createStore();
    store.sub(showFilterAtom, () => undefined);
    window.localStorage.setItem(storageKeys.showFilter, 'true');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKeys.showFilter,
        newValue: 'true',
        storageArea: window.localStorage,
      }),
    );
    expect(store.get(showFilterAtom)).toBe(true);
  });
});

describe('a click on the content', () => {
  it('closes the overlay sidebar and header panels; the filter only where it is a drawer', () => {
    const store = createStore();
    store.sub(showFilterAtom, () => undefined);
    store.set(sidebarOpenAtom, true);
    store.set(headerPanelAtom, 'profile');
    store.set(setShowFilterAtom, true);
    store.set(closeOverlaysAtom, { narrow: false });
    expect(store.get(sidebarOpenAtom)).toBe(false);
    expect(store.get(headerPanelAtom)).toBeNull();
    expect(store.get(showFilterAtom)).toBe(true);
    store.set(closeOverlaysAtom, { narrow: true });
    expect(store.get(showFilterAtom)).toBe(false);
    expect(window.localStorage.getItem(storageKeys.showFilter)).toBe('false');
  });
});
