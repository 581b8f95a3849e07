import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { useScreeningFilterKeys, useScreeningScope } from '@/atoms/scope';
import { userAtom } from '@/atoms/session';
import { AppliedFilterBar } from '@/components/applied-filter-bar';

import { CONSULTATION_EXPORT } from './consultation-export';
import { ExportCard } from './export-card';
import { EXPORT_KINDS } from './export-kinds';

/** Administrators and customers: the patients and results in the applied filter's scope. */
const ScreeningExports = () => {
  const scope = useScreeningScope('summary');
  const takes = useScreeningFilterKeys('summary');
  const scopeKey = JSON.stringify(scope);
  return (
    <>
      <AppliedFilterBar takes={takes} subject="these exports" />
      {EXPORT_KINDS.map((kind) => (
        <ExportCard key={`${kind.id}:${scopeKey}`} kind={kind} scope={scope} />
      ))}
    </>
  );
};

/** A doctor: their own consultations, whatever the day (docs/telemedicine.md). */
const ConsultationExport = ({ doctorId }: { doctorId: number }) => {
  const scope = useMemo(() => ({ doctor_id: doctorId }), [doctorId]);
  return (
    <>
      <p className="ui-muted">Every consultation you have accepted, started, completed or cancelled.</p>
      <ExportCard kind={CONSULTATION_EXPORT} scope={scope} />
    </>
  );
};

/**
 * /dashboard/export (docs/requirements.md 2.5.13, 2.12.8; docs/patients.md, Export;
 * docs/telemedicine.md): administrators and customers export the patients and the results in the
 * applied filter's scope (the server keeps a customer to their own); a doctor, who has no filter
 * panel, exports their own consultations.
 */
export const ExportScreen = ({ title }: { title: string }) => {
  const user = useAtomValue(userAtom);
  return (
    <section className="ui-screen" aria-labelledby="export-title">
      <div className="ui-header">
        <h1 id="export-title" className="ui-title">
          {title}
        </h1>
      </div>
      {user?.user_type === 'Doctor' ? <ConsultationExport doctorId={user.id} /> : <ScreeningExports />}
    </section>
  );
};
