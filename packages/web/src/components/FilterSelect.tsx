import { useId } from 'react';

/** A labelled list filter: « all » (the empty value) first, then each choice. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  /** What the empty value reads: « Toutes », « Tous »… as the label's noun wants. */
  allLabel: string;
  value: V | '';
  options: Array<{ value: V; label: string }>;
  onChange: (value: V | '') => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
