import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AdminOnly } from '@/components/admin-only';
import { ConfirmAction } from '@/components/confirm-action';
import { announceSuccess } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { currentOf } from '@/components/resource/conflict';
import { RECORD_QUERY, RecordFrame } from '@/components/resource/record-frame';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordSummary } from '@/components/resource/record-summary';
import {
  getGetNotificationQueryKey,
  useCancelNotification,
  useGetNotification,
} from '@/generated/api/notifications/notifications';
import type { NotificationRecord } from '@/generated/model';
import { GetNotificationResponse } from '@/generated/zod/v3.zod';
import { toApiError } from '@/lib/http/api-error';
import { safeHref } from '@/lib/safe-href';

import { LIST_PATH } from './notification-paths';
import { NotificationPreviews } from './notification-previews';
import { refreshNotifications } from './notification-queries';
import { NotificationStatusTag } from './notification-status-tag';
import { localTimeText, notificationNumber, STATUS_TEXT } from './notification-words';

const RECORD = GetNotificationResponse.shape.data;

const useNotification = (id: number) =>
  useGetNotification<NotificationRecord, unknown>(id, { query: RECORD_QUERY });

const Delivery = ({ notification }: { notification: NotificationRecord }) => {
  const figures = notification.delivery;
  const rows: [string, number][] = [
    ['Delivered', figures.delivered],
    ['Displayed', figures.displayed],
    ['Clicked', figures.clicked],
    ['Failed', figures.failed],
    ['Pending', figures.pending],
  ];
  return (
    <dl className="notification-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value.toLocaleString('en')}</dd>
        </div>
      ))}
    </dl>
  );
};

const kiosksText = (count: number): string => `${count.toLocaleString('en')} kiosk${count === 1 ? '' : 's'}`;

/** The offline kiosks that keep it pending: the first 50, the longest silent first. */
const PendingKiosks = ({ notification }: { notification: NotificationRecord }) => {
  const { total, records } = notification.pending_kiosks;
  if (total === 0) return <p className="ui-muted">No kiosk is keeping this notification pending.</p>;
  return (
    <table className="ui-table">
      <caption>
        {total === records.length
          ? `${kiosksText(total)} ${total === 1 ? 'has' : 'have'} not received it yet: offline since before it was sent.`
          : `${kiosksText(total)} have not received it yet; the ${records.length} silent longest are listed.`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Kiosk</th>
          <th scope="col">Clinic</th>
          <th scope="col">Last heartbeat</th>
        </tr>
      </thead>
      <tbody>
        {records.map((kiosk) => (
          <tr key={kiosk.id}>
            <td>{kiosk.serial_number}</td>
            <td>{kiosk.clinic?.name ?? 'Not at a clinic'}</td>
            <td>{kiosk.last_heartbeat_at ? localTimeText(kiosk.last_heartbeat_at) : 'Never'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * Cancel, while scheduled, with its confirm. A stale page (409) shows the notification as it is now
 * and says why; one sent meanwhile (422) reads it again. The reporter shows the server's message.
 */
const CancelAction = ({
  notification,
  onNotice,
}: {
  notification: NotificationRecord;
  onNotice: (text: string | null) => void;
}) => {
  const client = useQueryClient();
  const cancel = useCancelNotification();
  if (!notification.allowed_actions.includes('cancel')) return null;
  const run = async () => {
    onNotice(null);
    try {
      const saved = await cancel.mutateAsync({
        id: notification.id,
        data: { version: notification.version },
      });
      announceSuccess(`Notification ${notificationNumber(notification.id)} cancelled.`);
      await refreshNotifications(client, saved);
    } catch (error) {
      const problem = toApiError(error);
      const current = currentOf<NotificationRecord>(problem, RECORD);
      if (current) {
        onNotice(
          `Someone changed this notification while you were reading it: it is now ${STATUS_TEXT[current.status].toLowerCase()}. Here it is as it is now.`,
        );
        await refreshNotifications(client, current);
      } else if (problem.status === 422) {
        onNotice(`${problem.serverMessage ?? problem.message} The page now shows it as it is.`);
        await client.invalidateQueries({ queryKey: getGetNotificationQueryKey(notification.id) });
      }
      throw error;
    }
  };
  return (
    <ConfirmAction
      label="Cancel notification"
      danger
      confirm={{
        title: `Cancel notification ${notificationNumber(notification.id)}?`,
        message: `“${notification.title}” will not be sent to ${notification.audience_text} (${notification.audience_count}). This cannot be undone.`,
        confirmLabel: 'Cancel notification',
      }}
      run={run}
    />
  );
};

const NotificationView = ({ notification }: { notification: NotificationRecord }) => {
  const [notice, setNotice] = useState<string | null>(null);
  const link = safeHref(notification.link);
  return (
    <>
      {notice ? (
        <p role="alert" className="ui-message">
          {notice}
        </p>
      ) : null}
      <div className="ui-card">
        <RecordSummary
          items={[
            ['Status', <NotificationStatusTag key="status" status={notification.status} />],
            ['Title', notification.title],
            ['Message', notification.body],
            [
              'Link',
              link ? (
                <a
                  key="link"
                  href={safeHref(notification.link)}
                  className="ui-link"
                  rel="noreferrer"
                  target="_blank"
                >
                  {link}
                </a>
              ) : (
                '–'
              ),
            ],
            ['Image', notification.image_url ?? '–'],
            [
              'Audience',
              `${notification.audience_text} (${notification.audience_count.toLocaleString('en')})`,
            ],
            ['Send time', localTimeText(notification.send_at)],
            ['Created by', notification.created_by.name],
            ...(notification.cancelled_at
              ? [
                  [
                    'Cancelled',
                    `${localTimeText(notification.cancelled_at)} by ${notification.cancelled_by?.name ?? '–'}`,
                  ] as const,
                ]
              : []),
          ]}
        />
        <div className="ui-actions ui-actions-start">
          <CancelAction key={notification.version} notification={notification} onNotice={setNotice} />
        </div>
      </div>
      <section className="ui-card" aria-labelledby="notification-delivery-title">
        <h2 id="notification-delivery-title">Delivery</h2>
        <Delivery notification={notification} />
        {notification.audience.kind === 'kiosks' ? <PendingKiosks notification={notification} /> : null}
      </section>
      <div className="ui-card">
        <NotificationPreviews
          content={{
            title: notification.title,
            body: notification.body,
            link: notification.link ?? '',
            image_url: notification.image_url ?? '',
          }}
        />
      </div>
    </>
  );
};

const Details = () => {
  const route = useRecordRoute({ singular: 'Notification', param: 'app_id' });
  const back = { label: 'Back to Notifications', href: useListReturnPath(LIST_PATH) };
  return (
    <RecordFrame
      route={route}
      useRecord={useNotification}
      title="Notification Details"
      titleOf={(notification) => `Notification ${notificationNumber(notification.id)}`}
      titleId="notification-title"
      back={back}
    >
      {(notification) => <NotificationView notification={notification} />}
    </RecordFrame>
  );
};

/**
 * Notification Details (`config/notification/view/:app_id`; docs/notifications.md): what was sent,
 * to whom, when, the delivery figures and the offline kiosks that keep it pending; Cancel while
 * scheduled. Administrators only.
 */
export const NotificationScreen = () => (
  <AdminOnly title="Notification Details">
    <Details />
  </AdminOnly>
);
