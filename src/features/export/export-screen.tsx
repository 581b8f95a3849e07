import { useScreeningFilterKeys, useScreeningScope } from '@/atoms/scope';
import { AppliedFilterBar } from '@/components/applied-filter-bar';

import { ExportCard } from './export-card';
import { EXPORT_KINDS } from './export-kinds';

/**
 * /dashboard/export (docs/requirements.md 2.5.13, 2.12.8; docs/patients.md, Export): the patients and
 * the results in the applied filter's scope as CSV. The server scopes a customer to their own and a
 * doctor to their clinics' patients, so each role is offered only what it may have.
 */
export const ExportScreen = ({ title }: { title: string }) => {
  const scope = useScreeningScope('summary');
  const takes = useScreeningFilterKeys('summary');
  const scopeKey = JSON.stringify(scope);
  return (
    <section className="ui-screen" aria-labelledby="export-title">
      <div className="ui-header">
        <h1 id="export-title" className="ui-title">
          {title}
        </h1>
      </div>
      <AppliedFilterBar takes={takes} subject="these exports" />
      {EXPORT_KINDS.map((kind) => (
        <ExportCard key={`${kind.id}:${scopeKey}`} kind={kind} scope={scope} />
      ))}
    </section>
  );
};
