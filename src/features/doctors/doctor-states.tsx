import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'wouter';

import { type Back, ScreenHeader } from '@/components/screen-header';
import { RecordMessage, RecordState } from '@/components/resource/record-state';

import { idFrom } from './doctor-paths';

/** The server's refusal of another customer's (or another doctor's) doctor, when it gives no words. */
export const FOREIGN_TEXT = 'This doctor is not one of yours.';

export const badIdText = (raw: string): string =>
  `'${raw}' is not a doctor id: an id is a whole number from 1.`;

export const notFoundText = (id: number): string =>
  `No doctor with ID ${id} was found. It may have been removed.`;

/** A message in place of the doctor, with Try again where asking again may help. */
export const Message = RecordMessage;

/**
 * What the doctor screens show in place of a doctor that is not there (yet): loading, a call the
 * server lacks, 404, 403 (never the data), any other failure with Try again.
 */
export const DoctorState = ({
  id,
  query,
}: {
  id: number;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) => <RecordState query={query} notFound={notFoundText(id)} foreign={FOREIGN_TEXT} />;

/** A doctor screen's section: header (Back, title, actions) and its content. */
export const Frame = ({
  titleId,
  title,
  back,
  actions,
  className,
  children,
}: {
  titleId: string;
  title: string;
  back?: Back;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) => (
  <section
    className={['ui-screen', 'doctor-screen', className].filter(Boolean).join(' ')}
    aria-labelledby={titleId}
  >
    <ScreenHeader titleId={titleId} title={title} {...(back ? { back } : {})}>
      {actions}
    </ScreenHeader>
    {children}
  </section>
);

/**
 * A doctor screen of the route's `doctor_id`: its view, keyed by the id (another id starts fresh),
 * or the bad-id message in the screen's frame.
 */
export const DoctorRoute = ({
  titleId,
  title,
  back,
  View,
}: {
  titleId: string;
  title: string;
  back?: Back;
  View: ComponentType<{ id: number }>;
}) => {
  const raw = useParams<{ doctor_id: string }>().doctor_id;
  const id = idFrom(raw);
  if (id === null) {
    return (
      <Frame titleId={titleId} title={title} {...(back ? { back } : {})}>
        <Message text={badIdText(raw ?? '')} />
      </Frame>
    );
  }
  return <View key={id} id={id} />;
};
