import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

import { userRoleAtom } from '@/atoms/session';

import { ScreenMessage } from './screen-message';

/** What a signed-in user who is not an administrator reads on an administrators' screen. */
export const ADMIN_ONLY_TEXT = 'This screen is for administrators. Use the menu to open another screen.';

/**
 * docs/requirements.md 2.11 gives every non-doctor type the same routes, so a customer can type an
 * administrators' URL: they get this message inside the layout, never a crash, a blank page or a
 * call the backend would refuse.
 */
export const AdminOnly = ({ title, children }: { title: string; children: ReactNode }) =>
  useAtomValue(userRoleAtom) === 'Administrator' ? (
    children
  ) : (
    <ScreenMessage title={title} tone="error">
      {ADMIN_ONLY_TEXT}
    </ScreenMessage>
  );
