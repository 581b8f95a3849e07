import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

import { AdminOnly } from '@/components/admin-only';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describedBy, Field } from '@/components/field';
import { announceSuccess } from '@/components/form/announce';
import { useListReturnPath } from '@/components/form/list-return';
import { TextControl } from '@/components/form/text-control';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { MissingCall } from '@/components/resource/missing-call';
import { ScreenHeader } from '@/components/screen-header';
import { useCreateNotification, useSendTestNotification } from '@/generated/api/notifications/notifications';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';

import { AudienceFields } from './notification-audience-fields';
import {
  CONTENT_SCHEMA,
  EMPTY_VALUES,
  fieldOfRefusal,
  localToDate,
  NOTIFICATION_FIELDS,
  NOTIFICATION_SCHEMA,
  type NotificationPayload,
  type NotificationValues,
  payloadOf,
  toBody,
} from './notification-form';
import { detailsPath, LIST_PATH } from './notification-paths';
import { NotificationPreviews } from './notification-previews';
import { refreshNotifications } from './notification-queries';
import { BODY_MAX, notificationNumber, sendsAtText, TITLE_MAX } from './notification-words';

type Form = ReturnType<typeof useEntityForm<NotificationValues, NotificationPayload>>;

/** '12 of 65 characters', said politely as it changes; over the limit it says by how much. */
const Counter = ({ id, length, max }: { id: string; length: number; max: number }) => (
  <small
    id={id}
    className={length > max ? 'notification-counter ui-field-error' : 'notification-counter'}
    aria-live="polite"
  >
    {length > max
      ? `${length} of ${max} characters: ${length - max} too many`
      : `${length} of ${max} characters`}
  </small>
);

const BodyControl = ({ form }: { form: Form }) => {
  const id = form.idOf('body');
  const error = form.errorOf('body');
  const body = useWatch({ control: form.form.control, name: 'body' });
  return (
    <Field id={id} label="Message" error={error}>
      <textarea
        id={id}
        className="ui-input"
        rows={4}
        {...form.form.register('body')}
        {...describedBy(id, error)}
        aria-describedby={[error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ')}
      />
      <Counter id={`${id}-count`} length={body.trim().length} max={BODY_MAX} />
    </Field>
  );
};

/** Send now, or at a date and time in the browser's zone (stored in UTC), said in words. */
const WhenFields = ({ form }: { form: Form }) => {
  const [when, local] = useWatch({ control: form.form.control, name: ['when', 'send_at'] });
  const id = form.idOf('send_at');
  const error = form.errorOf('send_at');
  const at = localToDate(local);
  return (
    <fieldset className="notification-when">
      <legend>When</legend>
      <label>
        <input type="radio" value="now" {...form.form.register('when')} /> Send now
      </label>
      <label>
        <input type="radio" value="later" {...form.form.register('when')} /> Schedule
      </label>
      {when === 'later' ? (
        <Field id={id} label="Date and time (your time zone)" error={error}>
          <input
            id={id}
            type="datetime-local"
            className="ui-input"
            {...form.form.register('send_at')}
            {...describedBy(id, error)}
          />
          <small className="ui-muted" aria-live="polite">
            {at ? sendsAtText(at) : 'Choose a date and a time.'}
          </small>
        </Field>
      ) : null}
    </fieldset>
  );
};

const Previews = ({ form }: { form: Form }) => {
  const [title, body, link, image] = useWatch({
    control: form.form.control,
    name: ['title', 'body', 'link', 'image_url'],
  });
  return <NotificationPreviews content={{ title, body, link, image_url: image }} />;
};

const TitleCounter = ({ form }: { form: Form }) => {
  const title = useWatch({ control: form.form.control, name: 'title' });
  return <Counter id={`${form.idOf('title')}-count`} length={title.trim().length} max={TITLE_MAX} />;
};

const NewNotification = () => {
  const client = useQueryClient();
  const form = useEntityForm<NotificationValues, NotificationPayload>({
    idPrefix: 'notification',
    schema: NOTIFICATION_SCHEMA,
    toPayload: payloadOf,
    fields: NOTIFICATION_FIELDS,
    defaultValues: EMPTY_VALUES,
  });
  const guard = useLeaveGuard(form.dirty);
  const listPath = useListReturnPath(LIST_PATH);
  const create = useCreateNotification();
  const sendTest = useSendTestNotification();
  const [review, setReview] = useState<NotificationPayload | null>(null);
  const [missing, setMissing] = useState<ApiError | null>(null);

  const refused = (error: unknown) => {
    const problem = toApiError(error);
    if (problem.kind === 'missing-call') setMissing(problem);
    const field = (problem.body as { field?: unknown } | null | undefined)?.field;
    if (problem.status === 422 && typeof field === 'string') {
      const name = fieldOfRefusal(field);
      form.form.setError(name as keyof NotificationValues, {
        type: 'server',
        message: problem.serverMessage ?? problem.message,
      });
      document.getElementById(form.idOf(name))?.focus();
    }
  };
  const send = useSingleFlight(async () => {
    if (review === null) return;
    try {
      const saved = await create.mutateAsync({ data: toBody(review) });
      setReview(null);
      await refreshNotifications(client, saved);
      announceSuccess(
        `Notification ${notificationNumber(saved.id)} ${saved.status === 'scheduled' ? 'scheduled' : 'sent'}.`,
      );
      guard.proceed(detailsPath(saved.id));
    } catch (error) {
      setReview(null);
      refused(error);
    }
  });
  const test = useSingleFlight(async () => {
    const content = CONTENT_SCHEMA.safeParse(payloadOf(form.form.getValues()));
    if (!content.success) {
      await form.form.trigger(['title', 'body', 'link', 'image_url']);
      return;
    }
    try {
      await sendTest.mutateAsync({ data: content.data });
      announceSuccess('Test sent to you: it shows here as a notification within about 20 seconds.');
    } catch (error) {
      refused(error);
    }
  });
  const submit = form.submitWith((payload) => setReview(payload));
  const reviewWhen = review?.send_at ? sendsAtText(new Date(review.send_at)) : 'It is sent now.';

  return (
    <section className="ui-screen" aria-labelledby="notification-create-title">
      <ScreenHeader
        titleId="notification-create-title"
        title="Create Notification"
        back={{ label: 'Back to Notifications', onClick: () => guard.leave(listPath) }}
      />
      {missing ? <MissingCall error={missing} /> : null}
      <div className="notification-compose">
        <form
          className="ui-card"
          noValidate
          aria-busy={send.pending}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event);
          }}
        >
          <TextControl
            form={form}
            name="title"
            label="Title"
            aria-describedby={`${form.idOf('title')}-count`}
          />
          <TitleCounter form={form} />
          <BodyControl form={form} />
          <TextControl
            form={form}
            name="link"
            label="Link (optional)"
            inputMode="url"
            placeholder="https://"
          />
          <TextControl
            form={form}
            name="image_url"
            label="Image URL (optional)"
            inputMode="url"
            placeholder="https://"
          />
          <AudienceFields form={form} />
          <WhenFields form={form} />
          <div className="ui-actions">
            <button
              type="button"
              className="ui-btn ui-btn-outline"
              disabled={test.pending}
              onClick={test.run}
            >
              {test.pending ? 'Sending test...' : 'Send a test to me first'}
            </button>
            <button type="submit" className="ui-btn" disabled={send.pending}>
              Review and send
            </button>
          </div>
        </form>
        <div className="ui-card">
          <Previews form={form} />
        </div>
      </div>
      <ConfirmDialog
        open={review !== null}
        title="Send this notification?"
        message={review ? `“${review.title}”. ${reviewWhen}` : ''}
        confirmLabel={review?.send_at ? 'Schedule' : 'Send now'}
        busy={send.pending}
        onConfirm={send.run}
        onCancel={() => setReview(null)}
      />
      {guard.dialog}
    </section>
  );
};

/**
 * Create Notification (`config/notification/create`; docs/notifications.md, "Compose"): title and
 * message with live counters, link and image, the audience with its live count, send now or
 * schedule in the browser's zone, previews, and a test to oneself first. Administrators only.
 */
export const CreateNotificationScreen = () => (
  <AdminOnly title="Create Notification">
    <NewNotification />
  </AdminOnly>
);
