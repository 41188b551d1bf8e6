import type { ReactNode, Ref } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import styles from './Field.module.css';

type TextFieldProps = Omit<AriaTextFieldProps, 'className'> & {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  placeholder?: string;
  className?: string;
  /** The input itself, e.g. for a form to focus the first field in error. */
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled text field (React Aria): its description and error are tied to the input. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

/** A checkbox (React Aria) with its label beside it. */
export function Checkbox({
  children,
  ...props
}: Omit<AriaCheckboxProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

/**
 * A native select with its label: fully keyboard usable and plain for screen readers. Its
 * description and error, when given, are tied to it as a text field's are.
 */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  description,
  errorMessage,
  selectRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  description?: string | undefined;
  errorMessage?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const describedBy = [description && `${id}-description`, errorMessage && `${id}-error`].filter(Boolean);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-invalid={errorMessage ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

export const fieldStyles = styles;
