import { type SyntheticEvent, useState } from 'react';

import { type CampStatusFilter, cleanSearch, MAX_SEARCH_LENGTH } from '../model/list-params';

interface CampsToolbarProps {
  status: CampStatusFilter;
  search: string;
  total: number;
  onStatus: (status: CampStatusFilter) => void;
  onSearch: (search: string) => void;
}

/** Status dropdown, 'Total Clinics' count and a search box that submits on Enter or its icon. */
export const CampsToolbar = ({ status, search, total, onStatus, onSearch }: CampsToolbarProps) => {
  const [draft, setDraft] = useState(search);
  // The URL is the source of truth: when the back button or a link changes it, refill the box.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(cleanSearch(draft));
  };
  return (
    <div className="camps-toolbar">
      <div className="camps-toolbar-group">
        <label htmlFor="camps-status">Status</label>
        <select
          id="camps-status"
          className="camps-input"
          value={status}
          onChange={(event) => onStatus(event.target.value === 'inactive' ? 'inactive' : 'active')}
        >
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
        <span className="camps-total" aria-live="polite">
          Total Clinics: <strong>{total}</strong>
        </span>
      </div>
      <form role="search" className="camps-search" onSubmit={submit}>
        <label htmlFor="camps-search" className="visually-hidden">
          Search camps
        </label>
        <input
          id="camps-search"
          type="search"
          className="camps-input"
          placeholder="Search"
          maxLength={MAX_SEARCH_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="camps-icon-btn" aria-label="Search">
          <i className="pi pi-search" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
};
