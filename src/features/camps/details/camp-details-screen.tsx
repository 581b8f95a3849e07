import { useState } from 'react';
import { useSearch } from 'wouter';

import { useGetCamp } from '@/generated/api/camps/camps';
import { useListReturnPath } from '@/components/form/list-return';
import { ScreenMessage } from '@/components/screen-message';
import { ScreenHeader } from '@/components/screen-header';

import { LOG_ONLY } from '../model/query-meta';
import { campIdFromSearch, INVALID_CAMP_ID_TEXT } from '../model/camp-id';
import { CAMPS_PATH } from '../model/paths';
import { AssignedClinics } from './assigned-clinics';
import { CampEditForm } from './camp-edit-form';
import { CampSummary } from './camp-summary';

const TITLE = 'Camp Details';
export const campNotFoundText = (id: number): string =>
  `No camp with ID ${id} was found. It may have been removed.`;

const CampDetails = ({ campId }: { campId: number }) => {
  const camp = useGetCamp(campId, { query: { meta: LOG_ONLY } });
  const [editing, setEditing] = useState(false);
  const listPath = useListReturnPath(CAMPS_PATH);

  if (camp.isPending)
    return (
      <ScreenMessage title={TITLE} tone="busy">
        Loading...
      </ScreenMessage>
    );
  if (camp.isError) {
    return (
      <ScreenMessage title={TITLE} tone="error">
        {camp.error.status === 404 ? campNotFoundText(campId) : 'Error loading data'}
      </ScreenMessage>
    );
  }
  return (
    <section className="ui-screen" aria-labelledby="camp-details-title">
      <ScreenHeader
        titleId="camp-details-title"
        title={TITLE}
        back={{ label: 'Back to camps', href: listPath }}
      >
        {editing ? null : (
          <button type="button" className="ui-btn" onClick={() => setEditing(true)}>
            <i className="pi pi-pencil" aria-hidden="true" /> Edit
          </button>
        )}
      </ScreenHeader>
      {editing ? (
        <CampEditForm camp={camp.data} onDone={() => setEditing(false)} />
      ) : (
        <div className="ui-card">
          <CampSummary camp={camp.data} />
        </div>
      )}
      <AssignedClinics campId={campId} />
    </section>
  );
};

/** Camp Details (docs/requirements.md section 2.9): /dashboard/manage/camp/info?camp_id={id}. */
export const CampDetailsScreen = () => {
  const campId = campIdFromSearch(useSearch());
  if (campId === null)
    return (
      <ScreenMessage title={TITLE} tone="error">
        {INVALID_CAMP_ID_TEXT}
      </ScreenMessage>
    );
  // Keyed so a different camp_id starts fresh (view mode, no stale edits).
  return <CampDetails key={campId} campId={campId} />;
};
