/** Placeholder: the filter issue builds the real panel. */
export const FilterPanel = ({ onClose }: { onClose: () => void }) => (
  <aside aria-label="Filter">
    <h2>Filter</h2>
    <button type="button" onClick={onClose}>
      Close
    </button>
  </aside>
);
