import { type KeyboardEvent, useId, useState } from 'react';

import type { PickedMedicine } from './draft';

export const medicineText = (medicine: PickedMedicine): string =>
  `${medicine.name} ${medicine.strength} (${medicine.form})`;

interface MedicinePickerProps {
  id: string;
  label: string;
  value: PickedMedicine | null;
  medicines: readonly PickedMedicine[];
  onChange: (medicine: PickedMedicine) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * A searchable pick of an active medicine (WAI-ARIA combobox with a list): typing narrows the list
 * by name, strength or form; arrows and Enter pick; leaving the field without a pick puts the picked
 * medicine's name back.
 */
export const MedicinePicker = ({
  id,
  label,
  value,
  medicines,
  onChange,
  invalid,
  describedBy,
}: MedicinePickerProps) => {
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = text !== null;
  const needle = (text ?? '').trim().toLowerCase();
  const shown = open
    ? medicines.filter((m) => medicineText(m).toLowerCase().includes(needle)).slice(0, 50)
    : [];
  const optionId = (index: number) => `${listId}-${String(index)}`;

  const pick = (medicine: PickedMedicine) => {
    onChange(medicine);
    setText(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setText('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const chosen = shown[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setText(null);
    }
  };

  return (
    <div className="live-picker">
      <input
        id={id}
        className="ui-input"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder="Search a medicine"
        value={text ?? (value ? medicineText(value) : '')}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onFocus={(event) => event.target.select()}
        onBlur={() => setText(null)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: medicines`}
        className="live-picker-list"
        hidden={!open}
      >
        {shown.length === 0 && open ? <li className="ui-muted">No active medicine matches.</li> : null}
        {shown.map((medicine, index) => (
          <li
            key={medicine.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="live-picker-option"
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(medicine);
            }}
          >
            {medicineText(medicine)}
          </li>
        ))}
      </ul>
    </div>
  );
};
