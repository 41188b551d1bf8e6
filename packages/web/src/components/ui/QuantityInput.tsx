import { useEffect, useId, useState } from 'react';
import styles from './QuantityInput.module.css';

interface QuantityInputProps {
  label: string;
  /** A second line under the label: a price, what is left. */
  description?: string;
  value: number;
  /** The raw text typed or the new count after − / +: the caller's rules decide what it becomes. */
  onChange: (input: string) => void;
  max?: number;
  disabled?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
}

/** A count with − and + buttons; the field accepts typing and the arrow keys. */
export function QuantityInput({
  label,
  description,
  value,
  onChange,
  max,
  disabled = false,
  decreaseLabel,
  increaseLabel,
}: QuantityInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        <span className={styles.name}>{label}</span>
        {description && <span className={styles.description}>{description}</span>}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel}
          disabled={disabled || value <= 0}
          onClick={() => onChange(String(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(event.target.value);
          }}
          onBlur={() => setDraft(String(value))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={increaseLabel}
          disabled={disabled || (max !== undefined && value >= max)}
          onClick={() => onChange(String(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
