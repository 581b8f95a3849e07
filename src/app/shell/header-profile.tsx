import type { User } from '@/generated/model';
import { useSignOut } from '@/features/auth';

import { HeaderDropdown } from './header-dropdown';

const initials = (user: User): string =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';

/** The profile dropdown (SPEC.md 2.4): greeting with the first name, role name, Logout. */
export const HeaderProfile = ({ user }: { user: User }) => {
  const { signOut, pending } = useSignOut();
  return (
    <HeaderDropdown
      panel="profile"
      className="header-profile"
      label={`Account of ${user.first_name}`}
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
