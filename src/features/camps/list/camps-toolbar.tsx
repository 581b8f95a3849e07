import { SearchBox } from '@/components/search-box';

import type { CampStatusFilter } from '../model/list-params';

interface CampsToolbarProps {
  status: CampStatusFilter;
  search: string;
  total: number;
  onStatus: (status: CampStatusFilter) => void;
  onSearch: (search: string) => void;
}

/** Status dropdown, 'Total Clinics' count and a search box that submits on Enter or its icon. */
export const CampsToolbar = ({ status, search, total, onStatus, onSearch }: CampsToolbarProps) => (
  <div className="ui-toolbar">
    <div className="ui-toolbar-group">
      <label htmlFor="camps-status">Status</label>
      <select
        id="camps-status"
        className="ui-input"
        value={status}
        onChange={(event) => onStatus(event.target.value === 'inactive' ? 'inactive' : 'active')}
      >
        <option value="active">Active</option>
        <option value="inactive">Inactive</option>
      </select>
      <span className="ui-total" aria-live="polite">
        Total Clinics: <strong>{total}</strong>
      </span>
    </div>
    <SearchBox id="camps-search" label="Search camps" value={search} onSearch={onSearch} />
  </div>
);
