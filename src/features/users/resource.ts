import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Users, Create User and User Details (docs/requirements.md 2.11; docs/users.md): the staff
 * accounts, for administrators whose role has the Users area. The menu's Manage > Users entry.
 */
export const usersResource = defineResource<typeof screens>({
  name: 'users',
  area: 'users',
  administrators: true,
  routes: [
    { path: 'manage/user', screen: 'UsersListScreen' },
    { path: 'manage/user/create', screen: 'CreateUserScreen' },
    {
      path: 'manage/user/view/:users_id',
      screen: 'UserDetailsScreen',
      tour: { params: { users_id: '9001' }, also: ['?tab=activity'] },
    },
  ],
});
