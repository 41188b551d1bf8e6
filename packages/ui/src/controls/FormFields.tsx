import type { ComponentProps } from 'react';
import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { SelectField, TextField } from './Field.tsx';

/** How a form words a field's error: its messages are codes or texts the app translates. */
export type ErrorWording = (error: Pick<FieldError, 'message'>) => string | undefined;

interface Bound<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  errorText: ErrorWording;
}

/**
 * A text field bound to a react-hook-form field: its value, its error (the contract rule's, or the
 * server's 422 for it) in the app's words, and the focus when the form finds it wrong first.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  errorText,
  ...props
}: Bound<Values> &
  Omit<
    ComponentProps<typeof TextField>,
    'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'name' | 'inputRef'
  >) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error ? errorText(fieldState.error) : undefined}
    />
  );
}

/** A native select bound to a react-hook-form field, as FormTextField. */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  errorText,
  ...props
}: Bound<Values> &
  Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'errorMessage' | 'selectRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...props}
      value={field.value ?? ''}
      onChange={field.onChange}
      selectRef={field.ref}
      errorMessage={fieldState.error ? errorText(fieldState.error) : undefined}
    />
  );
}
