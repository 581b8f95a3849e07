import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Discussions (docs/requirements.md 2.11.24; docs/discussions.md): the administrators' board of
 * topics and each topic's thread. Administrators only.
 */
export const discussionsResource = defineResource<typeof screens>({
  name: 'discussions',
  area: 'manage',
  administrators: true,
  routes: [
    { path: 'discussions', screen: 'DiscussionsScreen', tour: { also: ['?unread=1'] } },
    {
      path: 'discussions/:topic_id',
      screen: 'DiscussionScreen',
      title: 'Discussion',
      // A topic of the seed with unread replies for the demo administrator (src/mocks/seed-discussions.ts).
      tour: { params: { topic_id: '12' } },
    },
  ],
});
