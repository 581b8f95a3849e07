/**
 * A screen whose content docs/requirements.md does not show (section 2.1): its title and a plain statement that
 * it is not available in this version. Never blank, never invented data.
 */
export const PlaceholderScreen = ({ title }: { title: string }) => (
  <section className="screen placeholder-screen" aria-labelledby="screen-title">
    <div className="screen-header">
      <h1 id="screen-title" className="screen-title">
        {title}
      </h1>
    </div>
    <div className="placeholder-card" role="status">
      <span className="pi pi-info-circle placeholder-icon" aria-hidden="true" />
      <div>
        <p className="placeholder-lead">This screen is not available in this version.</p>
        <p className="placeholder-hint">Use the menu to open another screen.</p>
      </div>
    </div>
  </section>
);
