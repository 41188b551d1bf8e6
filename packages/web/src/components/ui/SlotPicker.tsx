import styles from './SlotPicker.module.css';

export interface SlotOption {
  value: string;
  /** The time, e.g. "15:00". */
  label: string;
  /** Words after it: "2 places left", "sold out", "closed". */
  note?: string | undefined;
  disabled?: boolean;
  /** Few places left: the note is highlighted. */
  few?: boolean;
}

interface SlotPickerProps {
  legend: string;
  name: string;
  options: SlotOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A choice of one time slot: a radio group (arrow keys move between times), sold-out times shown but not selectable. */
export function SlotPicker({ legend, name, options, value, onChange }: SlotPickerProps) {
  return (
    <fieldset className={styles.slots}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`${styles.option} ${option.disabled ? styles.disabled : ''} ${option.few ? styles.few : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.time}>{option.label}</span>
            {/* A space between time and note, so that the radio's name reads "10:00 closed", not "10:00closed". */}
            {option.note && (
              <>
                {' '}
                <span className={styles.note}>{option.note}</span>
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
