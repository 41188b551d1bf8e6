import type { Language, StaffVoucherProduct } from '@museum-shop/contract';
import { Button } from '@museum-shop/ui/controls';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useCreateVoucherProduct } from '../api/create-voucher-product.ts';
import { useSaveVoucherProduct } from '../api/save-voucher-product.ts';
import styles from './Catalog.module.css';
import { useDocumentEditor } from './document-editor.ts';
import { EventImageField } from './EventImageField.tsx';
import { serverProblems } from './event-problems.ts';
import { FormCheckbox, FormSelect, FormText, ProblemsProvider, TranslatedFields } from './fields.tsx';
import { ProblemSummary } from './ProblemSummary.tsx';
import { VatField } from './VatField.tsx';
import { VoucherProductStatusActions } from './VoucherProductStatusActions.tsx';
import { voucherPlaceOf } from './voucher-place.ts';
import {
  newVoucherProductValues,
  type VoucherProductFormValues,
  voucherProductProblemsOf,
  voucherProductValuesOf,
} from './voucher-product-form.ts';

/**
 * The editor of a voucher product (issue 36): a fixed value, or a free amount between a minimum and
 * a maximum with a suggested amount; its group, texts in every offered language, picture and place
 * in the list. Checked by the contract's rule before it is sent, every problem at its field with a
 * summary that takes the focus; the server's 422 is shown the same way.
 */
export function VoucherProductEditor({
  product,
  groups,
  vatRates,
  languages,
  languageName,
}: {
  /** Undefined: a new product. */
  product?: StaffVoucherProduct | undefined;
  groups: readonly { id: number; name: Partial<Record<Language, string>> }[];
  /** The VAT rates offered: the shop's, and none. */
  vatRates: readonly number[];
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const defaultLanguage = languages[0] ?? 'en';
  const form = useForm<VoucherProductFormValues>({
    defaultValues: product ? voucherProductValuesOf(product.document) : newVoucherProductValues(groups),
  });
  const { problems, failure, summaryRef, submit, pending, dirty, created } = useDocumentEditor({
    form,
    languages,
    check: voucherProductProblemsOf,
    serverProblems,
    valuesOf: voucherProductValuesOf,
    create: useCreateVoucherProduct(),
    save: useSaveVoucherProduct(product?.id ?? 0),
    isSaved: product !== undefined,
    createdPath: (id) => `/vouchers/products/${id}`,
    words: { saved: t('vouchers.editor.saved'), created: t('vouchers.editor.created') },
  });
  useWatch({ control: form.control });
  const values = form.getValues();
  const groupName = (group: (typeof groups)[number]) =>
    group.name[lang]?.trim() || group.name[defaultLanguage]?.trim() || `#${group.id}`;
  return (
    <FormProvider {...form}>
      <ProblemsProvider problems={problems}>
        <LeaveGuard when={dirty && created === undefined} />
        {product && <VoucherProductStatusActions product={product} dirty={dirty} />}
        <Form
          validationBehavior="aria"
          onSubmit={submit}
          className={styles.editor}
          aria-label={t('vouchers.editor.form')}
        >
          <ProblemSummary
            problems={problems}
            failure={failure}
            languageName={languageName}
            summaryRef={summaryRef}
            placeOf={voucherPlaceOf}
            subject="voucherEditor"
          />
          <fieldset className={styles.fieldset}>
            <legend>{t('vouchers.editor.texts')}</legend>
            <TranslatedFields
              base="name"
              labelKey="catalog.fields.nameIn"
              languages={languages}
              languageName={languageName}
              required
            />
            <TranslatedFields
              base="description"
              labelKey="catalog.fields.descriptionIn"
              languages={languages}
              languageName={languageName}
              multiline
            />
          </fieldset>
          <EventImageField languages={languages} />
          <fieldset className={styles.fieldset}>
            <legend>{t('vouchers.editor.value')}</legend>
            <FormCheckbox name="variable_amount">{t('vouchers.fields.variableAmount')}</FormCheckbox>
            <FormText
              name="price"
              label={values.variable_amount ? t('vouchers.fields.suggested') : t('vouchers.fields.value')}
              description={t('vouchers.fields.euroHint')}
              inputMode="decimal"
            />
            {values.variable_amount && (
              <>
                <FormText name="min_amount" label={t('vouchers.fields.minAmount')} inputMode="decimal" />
                <FormText name="max_amount" label={t('vouchers.fields.maxAmount')} inputMode="decimal" />
              </>
            )}
            <VatField name="vat_value" rates={vatRates} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('vouchers.editor.place')}</legend>
            <FormSelect
              name="group_id"
              label={t('vouchers.fields.group')}
              options={groups.map((group) => ({ value: String(group.id), label: groupName(group) }))}
            />
            <FormText
              name="sequence_no"
              label={t('vouchers.fields.sequence')}
              description={t('vouchers.fields.sequenceHint')}
              inputMode="numeric"
            />
          </fieldset>
          <div className={styles.saveBar}>
            <Button type="submit" isPending={pending}>
              {product ? t('catalog.editor.save') : t('vouchers.editor.create')}
            </Button>
            <span role="status" className="muted">
              {pending ? t('catalog.editor.saving') : ''}
            </span>
          </div>
        </Form>
      </ProblemsProvider>
    </FormProvider>
  );
}
