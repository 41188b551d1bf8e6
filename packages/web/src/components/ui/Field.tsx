import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';

interface FieldFrame {
  label: string;
  /** The message of a failed check, shown under the field and read with it. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Shown after the label of a required field, e.g. a translated "(required)". */
  requiredMark?: string | undefined;
}

type TextFieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
type SelectFieldProps = FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** A first, empty choice, e.g. "Please choose". */
    placeholder?: string;
  };

function useFieldIds(id: string | undefined, frame: FieldFrame) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const hintId = frame.hint ? `${fieldId}-hint` : undefined;
  const errorId = frame.error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

/** What ties a control to its label, hint and error. */
function controlProps(ids: ReturnType<typeof useFieldIds>, frame: FieldFrame) {
  return {
    id: ids.fieldId,
    'aria-invalid': frame.error ? true : undefined,
    'aria-describedby': ids.describedBy,
    'aria-required': frame.required || undefined,
  };
}

function Frame({
  frame,
  ids,
  children,
}: {
  frame: FieldFrame;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.fieldId}>
        {frame.label}
        {frame.required && frame.requiredMark && (
          <span className={styles.required}> {frame.requiredMark}</span>
        )}
      </label>
      {frame.hint && (
        <span id={ids.hintId} className={styles.hint}>
          {frame.hint}
        </span>
      )}
      {children}
      {frame.error && (
        <span id={ids.errorId} className={styles.error}>
          {frame.error}
        </span>
      )}
    </div>
  );
}

/** A labelled text field whose hint and error are read with it (WCAG 1.3.1, 3.3.1). */
export function TextField({
  label,
  error,
  hint,
  required,
  requiredMark,
  id,
  className,
  ...input
}: TextFieldProps) {
  const frame = { label, error, hint, required, requiredMark };
  const ids = useFieldIds(id, frame);
  return (
    <Frame frame={frame} ids={ids}>
      <input
        className={className ? `${styles.input} ${className}` : styles.input}
        {...controlProps(ids, frame)}
        {...input}
      />
    </Frame>
  );
}

/** A labelled choice from a list. */
export function SelectField({
  label,
  error,
  hint,
  required,
  requiredMark,
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const frame = { label, error, hint, required, requiredMark };
  const ids = useFieldIds(id, frame);
  return (
    <Frame frame={frame} ids={ids}>
      <select className={styles.input} {...controlProps(ids, frame)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type CheckboxFieldProps = {
  label: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;

/** A checkbox with its label beside it, the whole row a target of at least 44 px. */
export function CheckboxField({ label, id, ...input }: CheckboxFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <div className={styles.checkbox}>
      <input id={fieldId} type="checkbox" {...input} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}
