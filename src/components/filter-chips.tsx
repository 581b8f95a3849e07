/** One chip of a list's own filters: its words and what removing it does. */
export interface FilterChip {
  key: string;
  text: string;
  onRemove: () => void;
}

/**
 * The chips of a list's own filters (Kiosk Inventory, the order lists, the stock lists;
 * docs/ui-kit.md): "Filtered by", a chip per filter set with its Remove button, and Clear all.
 * Nothing when no filter is set. The applied global filter has its own bar (AppliedFilterBar).
 */
export const FilterChips = ({
  label,
  chips,
  onClearAll,
}: {
  /** The section's accessible name: 'Kiosk filters'. */
  label: string;
  chips: readonly FilterChip[];
  onClearAll: () => void;
}) =>
  chips.length === 0 ? null : (
    <section className="ui-filter-bar" aria-label={label}>
      <div className="ui-filter-chips">
        <span className="ui-filter-title">Filtered by</span>
        <ul className="ui-chips">
          {chips.map((chip) => (
            <li key={chip.key} className="ui-chip">
              <span>{chip.text}</span>
              <button
                type="button"
                className="ui-chip-clear"
                aria-label={`Remove ${chip.text}`}
                onClick={chip.onRemove}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="ui-link-btn" onClick={onClearAll}>
          Clear all
        </button>
      </div>
    </section>
  );
