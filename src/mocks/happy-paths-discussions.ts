import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';

/**
 * The proposed discussion calls and the Doctor board (docs/discussions.md): the seeded board read,
 * a new topic about a clinic, a reply, and topic 12 (never opened by the demo administrator) read.
 */
export const discussionPaths = (db: DemoDb): Record<string, HappyPath> => {
  const unread = db.discussions.find((topic) => topic.id === 12) ?? db.discussions.at(-1);
  const clinic = db.clinics.find((row) => row.status);
  return {
    filterDiscussions: {
      path: '/v3/discussion/filter',
      body: { page: 1, limit: 10, searchValue: null, unread_only: false },
    },
    createDiscussion: {
      path: '/v3/discussion/',
      body: {
        title: 'Courier delays this week',
        text: 'Two clinics are waiting on strips.',
        link: clinic ? { kind: 'clinic', id: clinic.id } : null,
      },
    },
    getDiscussion: { path: '/v3/discussion/1' },
    replyDiscussion: { path: '/v3/discussion/1/reply', body: { text: 'Sunday is mine.' } },
    markDiscussionRead: {
      path: `/v3/discussion/${unread?.id ?? 1}/read`,
      body: { message_id: unread?.messages.at(-1)?.id ?? 1 },
    },
    getDoctorBoard: { path: '/v3/doctor/board' },
  };
};
