import type { Language, StaffVoucherProduct, VoucherProductDocument } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useCreateVoucherProduct } from '../api/create-voucher-product.ts';
import { useSaveVoucherProduct } from '../api/save-voucher-product.ts';
import styles from './Catalog.module.css';
import { EventImageField } from './EventImageField.tsx';
import { mergeProblems, type Problems, serverProblems } from './event-problems.ts';
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
  languages,
  languageName,
}: {
  /** Undefined: a new product. */
  product?: StaffVoucherProduct | undefined;
  groups: readonly { id: number; name: Partial<Record<Language, string>> }[];
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const announce = useAnnounce();
  const navigate = useNavigate();
  const defaultLanguage = languages[0] ?? 'en';
  const form = useForm<VoucherProductFormValues>({
    defaultValues: product ? voucherProductValuesOf(product.document) : newVoucherProductValues(groups),
  });
  const create = useCreateVoucherProduct();
  const save = useSaveVoucherProduct(product?.id ?? 0);
  const pending = create.isPending || save.isPending;
  useWatch({ control: form.control });
  const values = form.getValues();
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<number | undefined>(undefined);
  const [summaryTurn, setSummaryTurn] = useState(0);
  const summary = useRef<HTMLElement>(null);
  const problems = mergeProblems(checked ? voucherProductProblemsOf(values, languages).problems : {}, server);

  useEffect(() => {
    if (summaryTurn > 0) summary.current?.focus();
  }, [summaryTurn]);
  useEffect(() => {
    if (created !== undefined) navigate(`/vouchers/products/${created}`, { replace: true });
  }, [created, navigate]);

  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setServer(serverProblems(fields, defaultLanguage));
    setFailure(Object.keys(fields).length > 0 ? undefined : errorText(t, error));
    setSummaryTurn((turn) => turn + 1);
  };
  const saved = (answer: StaffVoucherProduct, words: string) => {
    form.reset(voucherProductValuesOf(answer.document));
    announce(words);
  };
  const send = (document: VoucherProductDocument) => {
    if (product)
      save.mutate(document, {
        onSuccess: (answer) => saved(answer, t('vouchers.editor.saved')),
        onError: refused,
      });
    else
      create.mutate(document, {
        onSuccess: (answer) => {
          saved(answer, t('vouchers.editor.created'));
          setCreated(answer.id);
        },
        onError: refused,
      });
  };
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (pending) return;
    setServer({});
    setFailure(undefined);
    const { document, problems: found } = voucherProductProblemsOf(form.getValues(), languages);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      setSummaryTurn((turn) => turn + 1);
      return;
    }
    send(document);
  };

  const dirty = form.formState.isDirty;
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
            summaryRef={summary}
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
            <VatField name="vat_value" rates={[0, 7, 19]} />
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
