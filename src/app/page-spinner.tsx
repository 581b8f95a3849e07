/** The large centred spinner shown while the session is checked or a screen loads (docs/requirements.md 2.1). */
export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="page-spinner" role="status" aria-live="polite">
    <span className="page-spinner-ring" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
);
