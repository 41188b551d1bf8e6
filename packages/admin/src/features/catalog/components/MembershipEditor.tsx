import {
  type Language,
  MEMBERSHIP_VALIDITIES,
  type MembershipChoices,
  type StaffMembership,
} from '@museum-shop/contract';
import { Button, fieldStyles } from '@museum-shop/ui/controls';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useCreateMembership } from '../api/create-membership.ts';
import { useSaveMembership } from '../api/save-membership.ts';
import styles from './Catalog.module.css';
import { useDocumentEditor } from './document-editor.ts';
import { FormSelect, FormText, ProblemsProvider, TranslatedFields } from './fields.tsx';
import { MembershipBenefits } from './MembershipBenefits.tsx';
import { MembershipStatusActions } from './MembershipStatusActions.tsx';
import {
  type MembershipFormValues,
  membershipProblems,
  membershipServerProblems,
  membershipValuesOf,
  newMembershipValues,
} from './membership-form.ts';
import { membershipPlaceOf } from './membership-texts.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { ProductImagesField } from './ProductImagesField.tsx';
import { VatField } from './VatField.tsx';

/**
 * The editor of a membership type (issue 36): the pass's texts in each offered language, pictures,
 * price, VAT rate and sequence number, and what makes it a membership: how long its cards are
 * valid, how many persons one admits, and its benefits for timed tickets. Checked by the
 * contract's rule before it is sent, the server's 422 shown the same way. A new type is created as
 * a draft and opened; a saved one shows its status and the cards it has given.
 */
export function MembershipEditor({
  membership,
  choices,
  languages,
  languageName,
}: {
  /** Undefined: a new type. */
  membership?: StaffMembership | undefined;
  choices: MembershipChoices;
  /** The languages the shop offers, its default first. */
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const form = useForm<MembershipFormValues>({
    defaultValues: membership ? membershipValuesOf(membership.document) : newMembershipValues(choices),
  });
  const { problems, failure, summaryRef, submit, pending, dirty, created } = useDocumentEditor({
    form,
    languages,
    check: membershipProblems,
    serverProblems: membershipServerProblems,
    valuesOf: membershipValuesOf,
    create: useCreateMembership(),
    save: useSaveMembership(membership?.id ?? 0),
    isSaved: membership !== undefined,
    createdPath: (id) => `/catalog/memberships/${id}`,
    words: { saved: t('catalog.editor.saved'), created: t('catalog.editor.created') },
  });
  useWatch({ control: form.control });
  const defaultLanguage = languages[0] ?? 'en';
  return (
    <FormProvider {...form}>
      <ProblemsProvider problems={problems}>
        <LeaveGuard when={dirty && created === undefined} />
        {membership && <MembershipStatusActions membership={membership} dirty={dirty} />}
        <Form
          validationBehavior="aria"
          onSubmit={submit}
          className={styles.editor}
          aria-label={t('catalog.memberships.form')}
        >
          <ProblemSummary
            problems={problems}
            failure={failure}
            languageName={languageName}
            summaryRef={summaryRef}
            placeOf={membershipPlaceOf}
            subject="memberships"
          />
          <section className="panel" aria-labelledby="membership-details">
            <h2 id="membership-details">{t('catalog.memberships.details')}</h2>
            <div className={styles.stack}>
              <p className={fieldStyles.description}>
                {t('catalog.products.languagesHint', { language: languageName(defaultLanguage) })}
              </p>
              <div className={styles.grid}>
                <TranslatedFields
                  base="name"
                  labelKey="catalog.fields.nameIn"
                  languages={languages}
                  languageName={languageName}
                  required
                />
              </div>
              <TranslatedFields
                base="description"
                labelKey="catalog.fields.descriptionIn"
                languages={languages}
                languageName={languageName}
                multiline
              />
              <ProductImagesField languages={languages} />
            </div>
          </section>
          <section className="panel" aria-labelledby="membership-sale">
            <h2 id="membership-sale">{t('catalog.memberships.sale')}</h2>
            <div className={styles.grid}>
              <FormText
                name="price"
                label={t('catalog.products.fields.price')}
                description={t('catalog.products.fields.priceHint')}
                inputMode="decimal"
                maxLength={12}
              />
              <VatField name="vat_value" rates={choices.vat_rates} />
              <FormText
                name="sequence_no"
                label={t('catalog.fields.sequence')}
                description={t('catalog.memberships.fields.sequenceHint')}
                inputMode="numeric"
                maxLength={7}
              />
              <FormSelect
                name="validity"
                label={t('catalog.memberships.fields.validity')}
                options={MEMBERSHIP_VALIDITIES.map((value) => ({
                  value,
                  label: t(`catalog.memberships.validities.${value}`),
                }))}
              />
              <FormText
                name="persons"
                label={t('catalog.memberships.fields.persons')}
                description={t('catalog.memberships.fields.personsHint')}
                inputMode="numeric"
                maxLength={2}
              />
            </div>
          </section>
          <section className="panel" aria-labelledby="membership-benefits">
            <h2 id="membership-benefits">{t('catalog.memberships.benefits.title')}</h2>
            <p className={fieldStyles.description}>{t('catalog.memberships.benefits.intro')}</p>
            <MembershipBenefits choices={choices} lang={lang} defaultLanguage={defaultLanguage} />
          </section>
          <div className={styles.saveBar}>
            <Button type="submit" isPending={pending}>
              {membership ? t('catalog.editor.save') : t('catalog.editor.create')}
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
