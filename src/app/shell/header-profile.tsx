import type { User } from '@/generated/model';
import { useSignOut } from '@/features/auth';

import { HeaderDropdown } from './header-dropdown';

const initials = (user: User): string =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';

/**
 * The button's accessible name starts with the initials it shows (WCAG 2.5.3 Label in Name): a
 * speech user who says "click AR" reaches it. "AR, account of Asha Rao".
 */
const accountLabel = (user: User): string =>
  `${initials(user)}, account of ${`${user.first_name} ${user.last_name}`.trim()}`;

/** The profile dropdown (docs/requirements.md 2.4): greeting with the first name, role name, Logout. */
export const HeaderProfile = ({ user }: { user: User }) => {
  const { signOut, pending } = useSignOut();
  return (
    <HeaderDropdown
      panel="profile"
      className="header-profile"
      label={accountLabel(user)}
      button={
        <span className="header-avatar" aria-hidden="true">
          {initials(user)}
        </span>
      }
    >
      <div className="header-profile-card">
        <p className="header-greeting">Hello, {user.first_name}</p>
        <p className="header-role">{user.role.name}</p>
      </div>
      <button type="button" className="header-menu-item" onClick={signOut} disabled={pending}>
        <span className="pi pi-sign-out" aria-hidden="true" />
        Logout
      </button>
    </HeaderDropdown>
  );
};
