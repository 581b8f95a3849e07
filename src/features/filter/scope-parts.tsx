import { type ReactNode, useId } from 'react';

import type { NamedRef } from '@/atoms/filter';

/** The chosen value under a heading, and the clear action every list section has. */
export const ChosenValue = ({
  title,
  value,
  onClear,
}: {
  title: string;
  value: NamedRef | null;
  onClear: () => void;
}) => {
  const id = useId();
  return (
    <div className="filter-chosen">
      <span id={id} className="filter-chosen__value">
        {value ? value.name : 'All'}
      </span>
      <button
        type="button"
        className="filter-link-button"
        aria-label={`Clear ${title}`}
        aria-describedby={id}
        disabled={!value}
        onClick={onClear}
      >
        Clear
      </button>
    </div>
  );
};

/** A plain titled section (Customer, Clinics, Age ...). */
export const FilterSection = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <section className="filter-section" aria-labelledby={`${id}-heading`}>
    <h3 id={`${id}-heading`}>{title}</h3>
    {children}
  </section>
);
