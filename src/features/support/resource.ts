import type * as screens from '.';

import { defineResource } from '@/lib/define-resource';

/**
 * Support (issue 36; docs/support.md, "Screens"): Support Queries (docs/requirements.md 2.11) and New
 * Query for administrators and customers, the query page, and the administrators' canned replies
 * (menu entry under Support).
 */
export const supportResource = defineResource<typeof screens>({
  name: 'support',
  area: 'support',
  routes: [
    { path: 'manage/query', screen: 'QueriesScreen', tour: { also: ['?view=breached', '?view=unread'] } },
    { path: 'manage/query/create', screen: 'CreateQueryScreen', title: 'New Query' },
    {
      path: 'manage/query/:query_id',
      screen: 'QueryScreen',
      title: 'Query Details',
      // The demo customer's urgent kiosk query: breached, with a kiosk snapshot, an attachment and an
      // internal note (src/mocks/seed-queries.ts).
      tour: { params: { query_id: '1' } },
    },
    { path: 'manage/canned-replies', screen: 'CannedRepliesScreen', administrators: true },
    {
      path: 'manage/canned-replies/create',
      screen: 'CreateCannedReplyScreen',
      title: 'Create Canned Reply',
      administrators: true,
    },
    {
      path: 'manage/canned-replies/view/:id',
      screen: 'CannedReplyScreen',
      title: 'Canned Reply Details',
      administrators: true,
      tour: { params: { id: '1' } },
    },
  ],
  menu: [
    {
      group: 'Support',
      title: 'Canned Replies',
      path: 'manage/canned-replies',
      userTypes: ['Administrator'],
    },
  ],
});
