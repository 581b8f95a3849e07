import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/notifications/notifications.faults.test.tsx';

/** A read said in place (only logged): the words, Try again where the screen offers it. */
const readFailed = (failed: string, slow: string) =>
  faults({
    '500-message': `${failed} ${RETRIED}; no toast`,
    '500-bare': `${failed}; no toast`,
    network: `${failed}; no toast`,
    slow,
    malformed: `${failed} at once (not retried); no toast`,
  });

/** A write: the query client's 'Error' toast; the page stays as it was (a malformed answer: what still holds). */
const write = (stays: string, slow: string, malformedStays = stays) =>
  faults({
    '500-message': `'Error' toast with the server's message; ${stays}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${stays}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${stays}`,
    slow,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${malformedStays}`,
  });

/**
 * Notifications, Notification Details and Create Notification (docs/notifications.md), as an
 * administrator: the reads say so in place (only logged, no toast); Send, Send a test and Cancel
 * keep the page as it was with the query client's one 'Error' toast. The composer's option lists
 * share one code path: the kiosk models stand for them all.
 */
export const notificationCases = {
  'notification-list': {
    area: 'Notifications (POST v3/notification/filter)',
    component: FILE,
    cases: readFailed(
      "'The notifications could not be loaded.' with Try again in the table",
      "'Loading...' in the table; then the notifications",
    ),
  },
  'notification-details': {
    area: 'Notification Details (GET v3/notification/{id})',
    component: FILE,
    cases: readFailed(
      "'Error loading data' with Try again in place of the notification",
      "'Loading...' in place of the notification; then the notification",
    ),
  },
  'notification-cancel': {
    area: 'Notification Details: Cancel (POST v3/notification/{id}/cancel)',
    component: FILE,
    cases: write(
      'asked once; the notification stays scheduled and Cancel notification is offered again',
      "The confirm's Cancel notification waits (disabled); then 'Notification #<n> cancelled.' and no Cancel any more",
      'asked once',
    ),
  },
  'notification-send': {
    area: 'Create Notification: Send (POST v3/notification/)',
    component: FILE,
    cases: write(
      'asked once; the composer stays, with what was typed',
      "The confirm's Send now waits (disabled), the composer keeping what was typed; then 'Notification #<n> sent.' and its page",
    ),
  },
  'notification-test': {
    area: 'Create Notification: Send a test (POST v3/notification/test)',
    component: FILE,
    cases: write(
      'asked once; Send a test to me first is enabled again',
      "The button reads 'Sending test...' and is disabled; then 'Test sent to you: …' and it is enabled again",
    ),
  },
  'notification-audience': {
    area: 'Create Notification: the live count (POST v3/notification/audience)',
    component: FILE,
    cases: readFailed(
      "'The audience could not be counted. It is counted again when you send.'",
      "'Counting...'; the composer stays usable; then 'Reaches <n> kiosks: …'",
    ),
  },
  'notification-kiosk-models': {
    area: 'Create Notification: the kiosk models (GET v3/kiosk-model/)',
    component: FILE,
    cases: readFailed(
      "'The kiosk models could not be loaded.' with Try again under the audience",
      "'Loading...' under Kiosk models; the composer stays usable; then the models to tick",
    ),
  },
};
