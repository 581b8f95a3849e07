import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';

import { type Column, DataTable } from '@/components/data-table';
import { DateField } from '@/components/date-field';
import { TAG_COLOURS } from '@/components/health-result-tag';
import { ListTotal } from '@/components/list-total';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import {
  getFilterBookingsQueryKey,
  useConvertBooking,
  useFilterBookings,
} from '@/generated/api/consultations/consultations';
import type { Booking, BookingStatus } from '@/generated/model';
import { formatDisplayDate, formatDisplayTime } from '@/lib/dates';
import { toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';
import { keyPrefix } from '@/lib/query-keys';

import { bookingsPath, parseBookingDay, shiftDay } from './booking-day';
import { patientText, queuePath } from './consultation-paths';

/** A day's bookings fit one page: a doctor has a few dozen slots a day at most. */
export const BOOKINGS_LIMIT = 100;
export const BOOKINGS_ERROR = 'The bookings could not be loaded.';
export const BOOKINGS_EMPTY = 'No bookings on this day.';

const BOOKING_TEXT: Readonly<Record<BookingStatus, string>> = {
  booked: 'Booked',
  converted: 'Consultation made',
  cancelled: 'Cancelled',
};

/** Text first, colour second (never colour alone): booked blue, made green, cancelled red. */
const BOOKING_TONE = { booked: 'blue', converted: 'green', cancelled: 'red' } as const;

const QUIET: ErrorMeta = { errorMode: 'log' };

interface BookingNotice {
  id: number;
  text: string;
}

/** Start consultation (convertBooking) on a booked slot; a converted one links to the queue. */
const BookingAction = ({
  booking,
  onConvert,
  pending,
}: {
  booking: Booking;
  onConvert: (booking: Booking) => void;
  pending: boolean;
}) => {
  if (booking.status === 'converted')
    return (
      <Link href={`~${queuePath('scheduled')}`} className="ui-link">
        In the queue
      </Link>
    );
  if (booking.status !== 'booked') return null;
  return (
    <button
      type="button"
      className="ui-btn ui-btn-sm"
      aria-label={`Start consultation with ${patientText(booking.patient)}`}
      disabled={pending}
      onClick={() => onConvert(booking)}
    >
      Start consultation
    </button>
  );
};

const columnsOf = (onConvert: (booking: Booking) => void, pending: boolean): Column<Booking>[] => [
  {
    key: 'slot',
    header: 'Slot',
    cell: (b) => `${formatDisplayTime(b.slot_start)}–${formatDisplayTime(b.slot_end)}`,
    nowrap: true,
  },
  { key: 'patient', header: 'Patient', cell: (b) => patientText(b.patient) },
  { key: 'clinic', header: 'Clinic', cell: (b) => b.clinic.name },
  {
    key: 'status',
    header: 'Status',
    cell: (b) => (
      <span
        className="ui-tag"
        style={{
          color: TAG_COLOURS[BOOKING_TONE[b.status]].text,
          backgroundColor: TAG_COLOURS[BOOKING_TONE[b.status]].background,
        }}
      >
        {BOOKING_TEXT[b.status]}
      </span>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    cell: (b) => <BookingAction booking={b} onConvert={onConvert} pending={pending} />,
    nowrap: true,
  },
];
const rowKey = (booking: Booking) => booking.id;

/**
 * Patient Booking (`/dashboard/doctor/patientbooking`, requirements 2.12.4; docs/telemedicine.md):
 * the doctor's bookings of one day (`?date=YYYY-MM-DD`, default today, UTC), with the previous and
 * next day; Start consultation turns a booked slot into a scheduled consultation and opens the
 * queue's scheduled list. A 409 (already converted or cancelled) is shown as the server says it,
 * and the day is asked again.
 */
export const PatientBookingScreen = ({ title }: { title: string }) => {
  const day = parseBookingDay(useSearch());
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [notice, setNotice] = useState<BookingNotice | null>(null);
  const query = useFilterBookings(
    { start_date: day, end_date: day, doctor_id: null, page: 1, limit: BOOKINGS_LIMIT },
    { query: { meta: QUIET } },
  );
  const convert = useConvertBooking({ mutation: { meta: QUIET } });
  const refresh = () => client.invalidateQueries({ queryKey: keyPrefix(getFilterBookingsQueryKey()) });
  const onConvert = (booking: Booking) => {
    setNotice(null);
    convert.mutate(
      { id: booking.id },
      {
        onSuccess: () => {
          void refresh();
          navigate(`~${queuePath('scheduled')}`);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (error.kind === 'unauthorized' || error.kind === 'canceled') return;
          setNotice({ id: booking.id, text: `${patientText(booking.patient)}: ${error.message}` });
          void refresh();
        },
      },
    );
  };
  const goTo = (next: string) => {
    setNotice(null);
    navigate(`~${bookingsPath(next)}`);
  };
  const error = query.error ? toApiError(query.error) : null;
  return (
    <section className="ui-screen" aria-labelledby="bookings-title">
      <div className="ui-header">
        <h1 id="bookings-title" className="ui-title">
          {title}
        </h1>
      </div>
      <div className="ui-card">
        <div className="ui-toolbar">
          <div className="ui-toolbar-group booking-day">
            <button
              type="button"
              className="ui-btn ui-btn-outline ui-btn-sm"
              onClick={() => goTo(shiftDay(day, -1))}
            >
              <i className="pi pi-chevron-left" aria-hidden="true" /> Previous day
            </button>
            <label htmlFor="bookings-day">Day</label>
            <DateField id="bookings-day" value={day} onChange={(next) => next && goTo(next)} />
            <button
              type="button"
              className="ui-btn ui-btn-outline ui-btn-sm"
              onClick={() => goTo(shiftDay(day, 1))}
            >
              Next day <i className="pi pi-chevron-right" aria-hidden="true" />
            </button>
          </div>
          <ListTotal
            label={`Bookings on ${formatDisplayDate(day)}`}
            total={query.data?.total_count}
            loading={query.isLoading}
          />
        </div>
        {notice ? (
          <div className="queue-notice" role="alert">
            <p className="ui-message">{notice.text}</p>
            <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={() => setNotice(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
        {error && isMissingCall(error) ? (
          <MissingCall error={error} />
        ) : (
          <DataTable
            caption={`Bookings on ${formatDisplayDate(day)}`}
            columns={columnsOf(onConvert, convert.isPending)}
            rows={error ? [] : (query.data?.records ?? [])}
            rowKey={rowKey}
            emptyText={query.isPending ? 'Loading...' : BOOKINGS_EMPTY}
            busy={query.isFetching}
            errorText={error && !query.isFetching ? BOOKINGS_ERROR : undefined}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    </section>
  );
};
