import { useId } from 'react';

import { type Level, LEVELS } from '../model/levels';
import { usePlaceTrail } from './known-places';
import { nameOf } from './place-trail';
import { usePlaces } from './use-places';

interface PlacePickerProps {
  level: Level;
  /** The chosen parent; a child level's picker is disabled until there is one. */
  parentId: number | null;
  value: number | null;
  /** The place chosen, or null when the choice is cleared. */
  onChange: (id: number | null) => void;
}

/** The name of the chosen place while its list is loading (or if the list lacks it): 'State 12'. */
const ChosenOption = ({ level, id }: { level: Level; id: number }) => {
  const trail = usePlaceTrail(level, id);
  const self = trail[trail.length - 1];
  return <option value={id}>{self ? nameOf(self) : id}</option>;
};

/** 'Loading...', or a failed list with Try again, under a place select; nothing once it is there. */
export const PlacesStatus = ({
  id,
  level,
  places,
}: {
  id: string;
  level: Level;
  places: ReturnType<typeof usePlaces>;
}) => {
  const text = places.isError
    ? `The ${LEVELS[level].plural.toLowerCase()} could not be loaded.`
    : places.isFetching
      ? 'Loading...'
      : null;
  if (text === null) return null;
  return (
    <small id={id} className="ui-total" role="status">
      {text}
      {places.isError ? (
        <>
          {' '}
          <button
            type="button"
            className="ui-btn ui-btn-outline ui-btn-sm"
            onClick={() => void places.refetch()}
          >
            Try again
          </button>
        </>
      ) : null}
    </small>
  );
};

/**
 * A native select of one level's places (these lists are short and never page: docs/ui-kit.md
 * prefers a native control then). Its first option clears the choice.
 */
export const PlacePicker = ({ level, parentId, value, onChange }: PlacePickerProps) => {
  const id = useId();
  const { singular } = LEVELS[level];
  const places = usePlaces(level, parentId);
  const options = places.data ?? [];
  const disabled = level !== 'country' && parentId === null;
  const status = places.isError || places.isFetching;
  return (
    <div className="ui-field master-picker">
      <label htmlFor={id}>{singular}</label>
      <select
        id={id}
        className="ui-input"
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={status ? `${id}-status` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{`Select a ${singular.toLowerCase()}`}</option>
        {value !== null && !options.some((place) => place.id === value) ? (
          <ChosenOption level={level} id={value} />
        ) : null}
        {options.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </select>
      <PlacesStatus id={`${id}-status`} level={level} places={places} />
    </div>
  );
};
