import { useState } from 'react';
import { useSearch } from 'wouter';

import { useGetCamp } from '@/generated/api/camps/camps';
import { Field } from '@/components/field';
import { OptionPicker, type PickerOption } from '@/components/option-picker';
import { ScreenMessage } from '@/components/screen-message';
import { ScreenHeader } from '@/components/screen-header';

import { LOCATION_PAGE_SIZE, useLocationPages } from '../hooks/use-location-pages';
import { LOG_ONLY } from '../model/query-meta';
import { campIdFromSearch, INVALID_CAMP_ID_TEXT } from '../model/camp-id';
import { deriveCampName } from '@/lib/camp-name';
import { campInfoPath } from '../model/paths';
import { LOAD_ERROR_TEXT } from './clinic-columns';
import { LocationClinics } from './location-clinics';

const TITLE = 'Assign New Clinics';
export const NO_LOCATIONS_TEXT = 'No locations found';

const AssignClinics = ({ campId }: { campId: number }) => {
  const camp = useGetCamp(campId, { query: { meta: LOG_ONLY } });
  const locations = useLocationPages(LOCATION_PAGE_SIZE.assign);
  const [picked, setPicked] = useState<PickerOption | null>(null);
  // Only the camp's own location's clinics can join it, so that is where the picker starts.
  const location =
    picked ?? (camp.data ? { id: camp.data.location_id, name: camp.data.location.name } : null);

  if (camp.isError && camp.error.status === 404) {
    return (
      <ScreenMessage title={TITLE} tone="error">
        No camp with ID {campId} was found. It may have been removed.
      </ScreenMessage>
    );
  }
  return (
    <section className="ui-screen" aria-labelledby="assign-title">
      <ScreenHeader
        titleId="assign-title"
        title={TITLE}
        back={{ label: 'Back to camp details', href: campInfoPath(campId) }}
      >
        {camp.data ? (
          <p className="ui-muted">
            {deriveCampName(camp.data.customer.first_name, camp.data.location.name, camp.data.start_date)}
          </p>
        ) : camp.isError ? (
          // Any other failure (5xx, network, malformed): say so where the camp's name would be.
          // Assigning still works; the location is then picked by hand.
          <p className="ui-muted ui-field-error" role="alert">
            {LOAD_ERROR_TEXT}
          </p>
        ) : null}
      </ScreenHeader>
      <div className="ui-card">
        <div className="ui-form-grid">
          <Field id="assign-location" label="Location">
            <OptionPicker
              id="assign-location"
              value={location}
              onChange={setPicked}
              options={locations.options}
              loading={locations.loading}
              error={locations.error}
              hasMore={locations.hasMore}
              onLoadMore={locations.loadMore}
              placeholder="Choose a location"
              emptyText={NO_LOCATIONS_TEXT}
            />
          </Field>
        </div>
        {location ? (
          <LocationClinics key={location.id} campId={campId} locationId={location.id} />
        ) : (
          <p className="ui-muted">
            {!locations.loading && !locations.error && locations.options.length === 0
              ? NO_LOCATIONS_TEXT
              : 'Choose a location to see its clinics.'}
          </p>
        )}
      </div>
    </section>
  );
};

/** Assign New Clinics (docs/requirements.md section 2.10): /dashboard/manage/camp/assign?camp_id={id}. */
export const AssignClinicsScreen = () => {
  const campId = campIdFromSearch(useSearch());
  if (campId === null) {
    return (
      <ScreenMessage title={TITLE} tone="error">
        {INVALID_CAMP_ID_TEXT}
      </ScreenMessage>
    );
  }
  return <AssignClinics key={campId} campId={campId} />;
};
