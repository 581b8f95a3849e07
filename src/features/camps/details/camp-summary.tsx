import type { Camp } from '@/generated/model';
import { formatDisplayDate } from '@/lib/dates';

import { customerLabel } from '../form/camp-form';
import { deriveCampName } from '@/lib/camp-name';

/** The read-only view of a camp (docs/requirements.md section 2.9). */
export const CampSummary = ({ camp }: { camp: Camp }) => {
  const items: readonly [string, string][] = [
    ['Camp Name', deriveCampName(camp.customer.first_name, camp.location.name, camp.start_date)],
    ['Start Date', formatDisplayDate(camp.start_date)],
    ['End Date', formatDisplayDate(camp.end_date)],
    ['Location', camp.location.name],
    ['Customer', customerLabel(camp.customer)],
    ['Status', camp.status ? 'Active' : 'Inactive'],
    ['Camp Status', camp.camp_status ? 'Ongoing' : 'Completed'],
    ['Create Date', formatDisplayDate(camp.created_at)],
  ];
  return (
    <dl className="ui-summary">
      {items.map(([term, value]) => (
        <div key={term} className="camps-summary-item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
