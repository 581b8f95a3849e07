import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { customerName } from '@/components/customers';
import type { CustomerRecord } from '@/generated/model';
import { absolute } from '@/lib/app-paths';

import { customerClinicsPath, customerDoctorsPath, customerKiosksPath } from './customer-paths';
import { TemporaryPassword } from './temporary-password';

/** Support queries come with issue 36: the record's count is null until then. */
export const NOT_TRACKED_TEXT = 'Not tracked yet';

const CountLink = ({ count, href, label }: { count: number; href: string; label: string }) => (
  <Link href={absolute(href)} className="ui-link" aria-label={`${count} ${label}`}>
    {count}
  </Link>
);

const Untracked = ({ count }: { count: number | null }): ReactNode => count ?? NOT_TRACKED_TEXT;

/**
 * Customer Details below the profile (docs/customers.md): the new customer's temporary password,
 * once, and the counts of their lists, each linked to the list where one takes them.
 */
export const CustomerDetails = ({ record }: { record: CustomerRecord }) => {
  const { counts } = record;
  return (
    <>
      <TemporaryPassword id={record.id} name={customerName(record)} />
      <div className="ui-card">
        <h2>Their lists</h2>
        <dl className="ui-summary">
          <dt>Clinics</dt>
          <dd>
            <CountLink count={counts.clinics} href={customerClinicsPath(record.id)} label="clinics" />
          </dd>
          <dt>Kiosks</dt>
          <dd>
            <CountLink count={counts.kiosks} href={customerKiosksPath(record.id)} label="kiosks" />
          </dd>
          <dt>Doctors</dt>
          <dd>
            <CountLink count={counts.doctors} href={customerDoctorsPath(record.id)} label="doctors" />
          </dd>
          {/* The Patients list takes no customer (docs/patients.md): a count, not a link. */}
          <dt>Patients</dt>
          <dd>{counts.patients}</dd>
          <dt>Open orders</dt>
          <dd>
            <Untracked count={counts.open_orders} />
            {counts.open_orders === null ? null : (
              <>
                {' ('}
                <Link href={absolute(`/dashboard/manage/orders?customer=${record.id}`)} className="ui-link">
                  kiosk orders
                </Link>
                {', '}
                <Link
                  href={absolute(`/dashboard/manage/consumables-orders?customer=${record.id}`)}
                  className="ui-link"
                >
                  consumable orders
                </Link>
                )
              </>
            )}
          </dd>
          <dt>Open support queries</dt>
          <dd>
            <Untracked count={counts.open_support_queries} />
          </dd>
        </dl>
      </div>
    </>
  );
};
