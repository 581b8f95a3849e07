import { type SyntheticEvent, useState } from 'react';

import { cleanSearch, MAX_SEARCH_LENGTH } from './list-state';

interface SearchBoxProps {
  /** The input's id; its visually hidden label is `label`. */
  id: string;
  label: string;
  /** The search as the URL holds it. */
  value: string;
  /** Called on Enter or on the search icon, with the cleaned text. */
  onSearch: (search: string) => void;
  placeholder?: string;
}

/**
 * A search box that submits on Enter or its icon (docs/requirements.md 2.7), never per keystroke: a server
 * search costs a round trip, and a client-side one keeps the same behaviour on every list.
 */
export const SearchBox = ({ id, label, value, onSearch, placeholder = 'Search' }: SearchBoxProps) => {
  const [draft, setDraft] = useState(value);
  // The URL is the source of truth: when the back button or a link changes it, refill the box.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(cleanSearch(draft));
  };
  return (
    <form role="search" className="ui-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="ui-input"
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="ui-icon-btn" aria-label="Search">
        <i className="pi pi-search" aria-hidden="true" />
      </button>
    </form>
  );
};
