import type { StatusFilter } from './list-params';

/** The Active/Inactive filter of a list (its `status` URL parameter). */
export const StatusSelect = ({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) => (
  <>
    <label htmlFor={id}>Status</label>
    <select
      id={id}
      className="ui-input"
      value={value}
      onChange={(event) => onChange(event.target.value === 'inactive' ? 'inactive' : 'active')}
    >
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </select>
  </>
);
