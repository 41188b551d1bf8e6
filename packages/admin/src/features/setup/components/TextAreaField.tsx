import { fieldStyles } from '@museum-shop/ui/controls';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import styles from './Setup.module.css';

/** A labelled text area (React Aria), its description and error tied to it as a text field's are. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  rows = 4,
  code = false,
  ...props
}: Omit<AriaTextFieldProps, 'className'> & {
  label: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  rows?: number;
  /** Holds HTML: shown in a fixed-width font, without spelling marks. */
  code?: boolean;
}) {
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea
        rows={rows}
        spellCheck={code ? false : undefined}
        className={[fieldStyles.input, styles.textarea, code && styles.code].filter(Boolean).join(' ')}
      />
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
