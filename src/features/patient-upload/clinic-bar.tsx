import { useState } from 'react';
import { useLocation } from 'wouter';

import { Field } from '@/components/field';
import { OptionPicker } from '@/components/option-picker';
import { SearchBox } from '@/components/search-box';
import { useFilterClinics } from '@/generated/api/clinics/clinics';

import { uploadPath } from './paths';

/** The clinic the patients are imported into (the route id), and a searchable picker to switch. */
export const ClinicBar = ({ clinicId }: { clinicId: number }) => {
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const current = useFilterClinics({ searchValue: String(clinicId), page: 1, limit: 10 });
  const found = current.data?.records.find((clinic) => clinic.id === clinicId);
  const choices = useFilterClinics({ searchValue: search || null, page: 1, limit: 10 });
  const options = (choices.data?.records ?? []).map((clinic) => ({
    id: clinic.id,
    name: `${clinic.name} (#${clinic.id})`,
  }));
  return (
    <section aria-labelledby="upload-clinic-title" className="ui-card">
      <h2 id="upload-clinic-title" className="ui-subtitle">
        Clinic:{' '}
        {found
          ? `${found.name} (#${clinicId})`
          : current.isPending
            ? `#${clinicId}`
            : `#${clinicId}, not found among your clinics`}
      </h2>
      <p className="ui-muted">Every imported patient gets this clinic as their home clinic.</p>
      <div className="ui-toolbar">
        <SearchBox
          id="upload-clinic-search"
          label="Search clinics"
          value={search}
          onSearch={setSearch}
          placeholder="Search clinics"
        />
        <Field id="upload-clinic-picker" label="Switch clinic">
          <OptionPicker
            id="upload-clinic-picker"
            value={found ? { id: found.id, name: `${found.name} (#${found.id})` } : null}
            onChange={(option) => navigate(uploadPath(option.id))}
            options={options}
            placeholder="Choose another clinic"
            emptyText="No clinics found"
            loading={choices.isPending}
            error={choices.isError}
          />
        </Field>
      </div>
    </section>
  );
};
