import { useId } from 'react';

import { FilterSection } from './scope-parts';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceSectionProps<T extends string> {
  title: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}

/** One-of toggle buttons (Age, Gender, AMC License); pressing the chosen one again unchooses it. */
export const ChoiceSection = <T extends string>({
  title,
  choices,
  value,
  onChange,
}: ChoiceSectionProps<T>) => {
  const id = useId();
  return (
    <FilterSection id={id} title={title}>
      <div className="filter-choices" role="group" aria-labelledby={`${id}-heading`}>
        {choices.map((choice) => {
          const pressed = choice.value === value;
          return (
            <button
              key={choice.value}
              type="button"
              className={`filter-choice${pressed ? ' is-pressed' : ''}`}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? null : choice.value)}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </FilterSection>
  );
};
