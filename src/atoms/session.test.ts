import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';

import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';
import {
  activeAtom,
  clearSessionAtom,
  roleOf,
  sessionAtom,
  sessionCheckedAtom,
  signInAtom,
  userRoleAtom,
} from './session';
import { headerPanelAtom } from './ui';

/** A store whose session is mounted (subscribed), as it is while the app shows it. */
const mountedStore = () => {
  const store = createStore();
  const unsubscribe = store.sub(sessionAtom, () => undefined);
  return { store, unsubscribe };
};

describe('session atoms', () => {
  it('reads a stored token and user as signed in', () => {
    window.localStorage.setItem(storageKeys.token, 'abc');
    window.localStorage.setItem(storageKeys.user, JSON.stringify(adminUser));
    const { store } = mountedStore();
    expect(store.get(sessionAtom)).toEqual({ token: 'abc', user: adminUser });
  });

  it.each([
    ['unparsable JSON', '{"id":1,'],
    ['a wrong shape', JSON.stringify({ ...adminUser, id: 'one' })],
    ['a missing role', JSON.stringify({ ...adminUser, role: undefined })],
    ['an empty user type', JSON.stringify({ ...adminUser, user_type: '' })],
    ['an array', '[1,2,3]'],
    ['an oversized value', JSON.stringify({ ...adminUser, first_name: 'x'.repeat(200_000) })],
  ])('treats a tampered user (%s) as signed out, without throwing', (_case, raw) => {
    window.localStorage.setItem(storageKeys.token, 'abc');
    window.localStorage.setItem(storageKeys.user, raw);
    const { store } = mountedStore();
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('treats a token without a user, or an empty token, as signed out', () => {
    window.localStorage.setItem(storageKeys.token, 'abc');
    expect(mountedStore().store.get(sessionAtom)).toBeNull();
    window.localStorage.setItem(storageKeys.token, '');
    window.localStorage.setItem(storageKeys.user, JSON.stringify(adminUser));
    expect(mountedStore().store.get(sessionAtom)).toBeNull();
  });

  it("signing in stores token and user, sets the mode to 'Offline' and marks the check done", () => {
    const { store } = mountedStore();
    store.set(signInAtom, { token: 'tok', user: doctorUser });
    expect(window.localStorage.getItem(storageKeys.token)).toBe('tok');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(doctorUser);
    expect(store.get(activeAtom)).toBe('Offline');
    expect(window.localStorage.getItem(storageKeys.active)).toBe('Offline');
    expect(store.get(sessionCheckedAtom)).toBe(true);
  });

  it('signing in closes a header panel the last session left open (the account menu it signed out from)', () => {
    const { store } = mountedStore();
    store.set(headerPanelAtom, 'profile');
    store.set(signInAtom, { token: 'tok', user: adminUser });
    expect(store.get(headerPanelAtom)).toBeNull();
  });

  it('clearing the session removes token and user', () => {
    const { store } = mountedStore();
    store.set(signInAtom, { token: 'tok', user: adminUser });
    store.set(clearSessionAtom);
    expect(store.get(sessionAtom)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('signs out when another tab removes the token or clears storage', () => {
    const { store } = mountedStore();
    store.set(signInAtom, { token: 'tok', user: adminUser });
    window.localStorage.removeItem(storageKeys.token);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKeys.token,
        oldValue: 'tok',
        newValue: null,
        storageArea: window.localStorage,
      }),
    );
    expect(store.get(sessionAtom)).toBeNull();

    store.set(signInAtom, { token: 'tok2', user: adminUser });
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('maps user types to the three menu and route sets', () => {
    expect(roleOf(adminUser)).toBe('Administrator');
    expect(roleOf(doctorUser)).toBe('Doctor');
    expect(roleOf(customerUser)).toBe('Customer');
    expect(roleOf({ user_type: 'Reseller' })).toBe('Customer');
    const { store } = mountedStore();
    expect(store.get(userRoleAtom)).toBeNull();
    store.set(signInAtom, { token: 'tok', user: { ...customerUser, user_type: 'Clinic Operator' } });
    expect(store.get(userRoleAtom)).toBe('Customer');
  });
});
