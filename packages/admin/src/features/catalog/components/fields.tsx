import type { Language } from '@museum-shop/contract';
import { Checkbox, fieldStyles, SelectField, TextField } from '@museum-shop/ui/controls';
import { createContext, type ReactNode, useContext } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Label,
  Text,
  TextArea,
  type TextFieldProps,
} from 'react-aria-components';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField.tsx';
import styles from './Catalog.module.css';
import type { EventFormValues } from './event-form.ts';
import type { Problems } from './event-problems.ts';
import type { MembershipFormValues } from './membership-form.ts';
import { fieldId, problemText } from './problem-texts.ts';
import type { ProductFormValues } from './product-form.ts';
import type { TourFormValues } from './tour-form.ts';
import type { VoucherBatchFormValues } from './voucher-batch-form.ts';
import type { VoucherProductFormValues } from './voucher-product-form.ts';

/**
 * The editor's fields, bound to its react-hook-form form by their path in it (the document's path)
 * and showing the problems found at that path: the form's check before sending, the server's 422.
 */

/** A field's path in an event's form, a guided tour's, a voucher's or a product's: the same fields serve all. */
export type Name =
  | FieldPath<EventFormValues>
  | FieldPath<TourFormValues>
  | FieldPath<VoucherProductFormValues>
  | FieldPath<VoucherBatchFormValues>
  | FieldPath<ProductFormValues>
  | FieldPath<MembershipFormValues>;

const ProblemsContext = createContext<Problems>({});

export function ProblemsProvider({ problems, children }: { problems: Problems; children: ReactNode }) {
  return <ProblemsContext.Provider value={problems}>{children}</ProblemsContext.Provider>;
}

/** The problems at a path in words; undefined when there are none. */
export function useProblem(path: string): string | undefined {
  const { t, i18n } = useTranslation();
  const problems = useContext(ProblemsContext);
  return problemText(t, i18n.resolvedLanguage ?? 'en', problems[path]);
}

/** A problem of a group of fields (a fieldset, a list), tied to it by `id`-error. */
export function GroupProblem({ path }: { path: string }) {
  const problem = useProblem(path);
  if (!problem) return null;
  return (
    <p id={`${fieldId(path)}-error`} className={fieldStyles.error}>
      {problem}
    </p>
  );
}

interface TextProps {
  name: Name;
  label: string;
  description?: string | undefined;
  /** Where its problems are, when not at its own path. */
  problemPath?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  maxLength?: number;
  className?: string;
  isRequired?: boolean;
}

export function FormText({ name, label, problemPath, inputMode, className, ...props }: TextProps) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const problem = useProblem(problemPath ?? name);
  return (
    <TextField
      {...props}
      id={fieldId(problemPath ?? name)}
      label={label}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={problem}
      autoComplete="off"
      {...(inputMode ? { inputMode } : {})}
      {...(className ? { className } : {})}
    />
  );
}

/** A labelled text area bound as FormText. */
export function FormTextArea({
  name,
  label,
  description,
  rows = 4,
}: {
  name: Name;
  label: string;
  description?: string;
  rows?: number;
}) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const problem = useProblem(name);
  const props: Omit<TextFieldProps, 'className'> = {
    id: fieldId(name),
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    isInvalid: Boolean(problem),
  };
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea ref={field.ref} rows={rows} className={`${fieldStyles.input} ${styles.textarea}`} />
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{problem}</FieldError>
    </AriaTextField>
  );
}

/** A date field (day.month.year) bound to a `YYYY-MM-DD` of the form. */
export function FormDate({
  name,
  label,
  description,
  isRequired,
}: {
  name: Name;
  label: string;
  description?: string;
  isRequired?: boolean;
}) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const problem = useProblem(name);
  return (
    // The wrapper is what the summary's link focuses: its first segment takes the focus.
    <div id={fieldId(name)} className={styles.dateWrap}>
      <DateField
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        isRequired={isRequired}
        {...(description ? { description } : {})}
        errorMessage={problem}
      />
    </div>
  );
}

export function FormCheckbox({
  name,
  children,
  describedBy,
}: {
  name: Name;
  children: ReactNode;
  describedBy?: string;
}) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  return (
    <Checkbox
      id={fieldId(name)}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
    >
      {children}
    </Checkbox>
  );
}

export function FormSelect({
  name,
  label,
  options,
  description,
}: {
  name: Name;
  label: string;
  options: { value: string; label: string }[];
  description?: string;
}) {
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const problem = useProblem(name);
  return (
    <SelectField
      id={fieldId(name)}
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      options={options}
      description={description}
      errorMessage={problem}
      selectRef={field.ref}
    />
  );
}

/**
 * A text in each language the shop offers, the default one first and marked as required; a
 * language left empty falls back to the default one in the shop.
 */
export function TranslatedFields({
  base,
  labelKey,
  languages,
  languageName,
  multiline = false,
  required = false,
}: {
  base: string;
  labelKey: string;
  languages: readonly Language[];
  languageName: (lang: Language) => string;
  multiline?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {languages.map((lang, index) => {
        const name = `${base}.${lang}` as Name;
        const label = t(labelKey, { language: languageName(lang) });
        return multiline ? (
          <FormTextArea key={lang} name={name} label={label} />
        ) : (
          <FormText key={lang} name={name} label={label} isRequired={required && index === 0} />
        );
      })}
    </>
  );
}
