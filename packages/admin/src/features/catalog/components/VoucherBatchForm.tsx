import {
  type Language,
  pickTranslation,
  VOUCHER_BATCH_MAX,
  VOUCHER_SECTIONS,
  type VoucherBatch,
  type VoucherProductKind,
} from '@museum-shop/contract';
import { Button, Checkbox, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useCreateVoucherBatch } from '../api/create-voucher-batch.ts';
import styles from './Catalog.module.css';
import { mergeProblems, type Problems } from './event-problems.ts';
import { FormCheckbox, FormDate, FormText, GroupProblem, ProblemsProvider } from './fields.tsx';
import { ProblemSummary } from './ProblemSummary.tsx';
import { fieldId } from './problem-texts.ts';
import {
  newVoucherBatchValues,
  productKey,
  type VoucherBatchFormValues,
  voucherBatchProblemsOf,
  voucherBatchServerProblems,
} from './voucher-batch-form.ts';
import { voucherPlaceOf } from './voucher-place.ts';

export interface VoucherTarget {
  kind: VoucherProductKind;
  id: number;
  name: Partial<Record<Language, string>>;
}

/**
 * Makes one voucher code or a batch (issue 36): how many, a prefix, what they are for, their value,
 * when they are valid (in UTC+1, as spec §5 has it) and, if the museum wants, the sections or
 * products they pay for. Checked by the contract's rule before it is sent; made all or none.
 */
export function VoucherBatchForm({
  today,
  targets,
  defaultLanguage,
  languageName,
  onMade,
}: {
  /** YYYY-MM-DD in UTC+1: the validity starts here unless changed. */
  today: string;
  targets: readonly VoucherTarget[];
  defaultLanguage: Language;
  languageName: (lang: Language) => string;
  onMade: (batch: VoucherBatch) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const announce = useAnnounce();
  const form = useForm<VoucherBatchFormValues>({ defaultValues: newVoucherBatchValues(today) });
  const make = useCreateVoucherBatch();
  useWatch({ control: form.control });
  const values = form.getValues();
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [summaryTurn, setSummaryTurn] = useState(0);
  const summary = useRef<HTMLElement>(null);
  const problems = mergeProblems(checked ? voucherBatchProblemsOf(values).problems : {}, server);

  useEffect(() => {
    if (summaryTurn > 0) summary.current?.focus();
  }, [summaryTurn]);

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (make.isPending) return;
    setServer({});
    setFailure(undefined);
    const { request, problems: found } = voucherBatchProblemsOf(form.getValues());
    setChecked(true);
    if (Object.keys(found).length > 0) return setSummaryTurn((turn) => turn + 1);
    make.mutate(request, {
      onSuccess: (batch) => {
        announce(t('vouchers.batch.made', { count: batch.count }));
        onMade(batch);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setServer(voucherBatchServerProblems(fields));
        setFailure(Object.keys(fields).length > 0 ? undefined : errorText(t, error));
        setSummaryTurn((turn) => turn + 1);
      },
    });
  };

  const targetName = (target: VoucherTarget) =>
    pickTranslation(target.name, lang, defaultLanguage)?.trim() || `#${target.id}`;
  return (
    <FormProvider {...form}>
      <ProblemsProvider problems={problems}>
        <Form
          validationBehavior="aria"
          onSubmit={submit}
          className={styles.editor}
          aria-label={t('vouchers.batch.title')}
        >
          <ProblemSummary
            problems={problems}
            failure={failure}
            languageName={languageName}
            summaryRef={summary}
            placeOf={voucherPlaceOf}
            subject="voucherBatch"
          />
          <fieldset className={styles.fieldset}>
            <legend>{t('vouchers.batch.codes')}</legend>
            <FormText
              name="count"
              label={t('vouchers.batch.count')}
              description={t('vouchers.batch.countHint', { count: VOUCHER_BATCH_MAX })}
              inputMode="numeric"
            />
            <FormText
              name="prefix"
              label={t('vouchers.batch.prefix')}
              description={t('vouchers.batch.prefixHint')}
            />
            <FormText
              name="label"
              label={t('vouchers.batch.label')}
              description={t('vouchers.batch.labelHint')}
            />
            <FormText
              name="value"
              label={t('vouchers.batch.value')}
              description={t('vouchers.fields.euroHint')}
              inputMode="decimal"
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('vouchers.batch.validity')}</legend>
            <p className="muted">{t('vouchers.batch.validityHint')}</p>
            <FormDate name="valid_from_date" label={t('vouchers.batch.validFrom')} />
            <FormText name="valid_from_time" label={t('vouchers.batch.validFromTime')} placeholder="00:00" />
            <FormDate name="valid_to_date" label={t('vouchers.batch.validTo')} />
            <FormText name="valid_to_time" label={t('vouchers.batch.validToTime')} placeholder="23:59" />
          </fieldset>
          <fieldset className={styles.fieldset} id={fieldId('limited')}>
            <legend>{t('vouchers.batch.limit')}</legend>
            <FormCheckbox name="limited">{t('vouchers.batch.limited')}</FormCheckbox>
            <GroupProblem path="limited" />
            {values.limited && (
              <>
                <Controller
                  control={form.control}
                  name="sections"
                  render={({ field }) => (
                    <fieldset className={styles.fieldset}>
                      <legend>{t('vouchers.batch.sections')}</legend>
                      {VOUCHER_SECTIONS.map((section) => (
                        <Checkbox
                          key={section}
                          isSelected={field.value.includes(section)}
                          onChange={(on) =>
                            field.onChange(
                              on ? [...field.value, section] : field.value.filter((each) => each !== section),
                            )
                          }
                        >
                          {t(`vouchers.sections.${section}`)}
                        </Checkbox>
                      ))}
                    </fieldset>
                  )}
                />
                <Controller
                  control={form.control}
                  name="products"
                  render={({ field }) => (
                    <fieldset className={styles.fieldset}>
                      <legend>{t('vouchers.batch.products')}</legend>
                      {targets.map((target) => {
                        const key = productKey(target.kind, target.id);
                        return (
                          <Checkbox
                            key={key}
                            isSelected={field.value.includes(key)}
                            onChange={(on) =>
                              field.onChange(
                                on ? [...field.value, key] : field.value.filter((each) => each !== key),
                              )
                            }
                          >
                            {t(`vouchers.kinds.${target.kind}`, { name: targetName(target) })}
                          </Checkbox>
                        );
                      })}
                    </fieldset>
                  )}
                />
              </>
            )}
          </fieldset>
          <div className={styles.saveBar}>
            <Button type="submit" isPending={make.isPending}>
              {t('vouchers.batch.make')}
            </Button>
            <span role="status" className="muted">
              {make.isPending ? t('vouchers.batch.making') : ''}
            </span>
          </div>
        </Form>
      </ProblemsProvider>
    </FormProvider>
  );
}
