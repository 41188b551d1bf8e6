import { type Language, MEMBERSHIP_BENEFITS_MAX, type MembershipChoices } from '@museum-shop/contract';
import { Checkbox } from '@museum-shop/ui/controls';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { choiceName } from './EventDetails.tsx';
import { FieldRows } from './FieldRows.tsx';
import { FormCheckbox, FormText, GroupProblem, useProblem } from './fields.tsx';
import { type MembershipFormValues, newBenefitValues } from './membership-form.ts';
import { fieldId } from './problem-texts.ts';

/** The events one benefit is for, when not for every event: a checkbox each. */
function BenefitEvents({
  index,
  choices,
  lang,
  defaultLanguage,
}: {
  index: number;
  choices: MembershipChoices;
  lang: Language;
  defaultLanguage: Language;
}) {
  const { t } = useTranslation();
  const name = `benefits.${index}.event_ids` as const;
  const { control } = useFormContext<MembershipFormValues>();
  const { field } = useController({ control, name });
  const problem = useProblem(name);
  const chosen = field.value;
  return (
    <fieldset
      id={fieldId(name)}
      className={styles.fieldset}
      aria-describedby={problem ? `${fieldId(name)}-error` : undefined}
    >
      <legend>{t('catalog.memberships.benefits.events')}</legend>
      {choices.events.length === 0 ? (
        <p className="muted">{t('catalog.memberships.benefits.noEvents')}</p>
      ) : (
        <div className={styles.checkboxes}>
          {choices.events.map((event) => (
            <Checkbox
              key={event.id}
              isSelected={chosen.includes(event.id)}
              onChange={(on) =>
                field.onChange(on ? [...chosen, event.id] : chosen.filter((id) => id !== event.id))
              }
            >
              {choiceName(event.name, lang, defaultLanguage)}
            </Checkbox>
          ))}
        </div>
      )}
      <GroupProblem path={name} />
    </fieldset>
  );
}

/** One benefit's fields: for which events, the discount, the caps and the members' share of each slot. */
function BenefitFields({
  index,
  choices,
  lang,
  defaultLanguage,
}: {
  index: number;
  choices: MembershipChoices;
  lang: Language;
  defaultLanguage: Language;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<MembershipFormValues>();
  const allEvents = useWatch({ control, name: `benefits.${index}.all_events` });
  const at = (field: string) => `benefits.${index}.${field}` as const;
  return (
    <>
      <FormCheckbox name={at('all_events') as `benefits.${number}.all_events`}>
        {t('catalog.memberships.benefits.allEvents')}
      </FormCheckbox>
      {!allEvents && (
        <BenefitEvents index={index} choices={choices} lang={lang} defaultLanguage={defaultLanguage} />
      )}
      <div className={styles.grid}>
        <FormText
          name={`benefits.${index}.discount_percent`}
          label={t('catalog.memberships.benefits.discount')}
          description={t('catalog.memberships.benefits.discountHint')}
          inputMode="numeric"
          maxLength={3}
        />
        <FormText
          name={`benefits.${index}.per_booking`}
          label={t('catalog.memberships.benefits.perBooking')}
          inputMode="numeric"
          maxLength={3}
        />
        <FormText
          name={`benefits.${index}.per_day`}
          label={t('catalog.memberships.benefits.perDay')}
          inputMode="numeric"
          maxLength={3}
        />
        <FormText
          name={`benefits.${index}.member_share_percent`}
          label={t('catalog.memberships.benefits.share')}
          description={t('catalog.memberships.benefits.shareHint')}
          inputMode="numeric"
          maxLength={3}
        />
        <FormText
          name={`benefits.${index}.member_share_until_hours`}
          label={t('catalog.memberships.benefits.shareHours')}
          description={t('catalog.memberships.benefits.shareHoursHint')}
          inputMode="numeric"
          maxLength={4}
        />
      </div>
    </>
  );
}

/**
 * A membership type's benefits for timed tickets, each in a fieldset: every event or the chosen
 * ones, the discount (100 %: free), at most so many member tickets a booking and a day, and a share
 * of each slot kept for members until some hours before it.
 */
export function MembershipBenefits({
  choices,
  lang,
  defaultLanguage,
}: {
  choices: MembershipChoices;
  lang: Language;
  defaultLanguage: Language;
}) {
  const { t } = useTranslation();
  return (
    <FieldRows
      name="benefits"
      title={(index) => t('catalog.memberships.benefits.benefitN', { n: index + 1 })}
      addLabel={t('catalog.memberships.benefits.add')}
      none={t('catalog.memberships.benefits.none')}
      max={MEMBERSHIP_BENEFITS_MAX}
      newRow={newBenefitValues}
      firstField={(index) => `benefits.${index}.discount_percent`}
    >
      {(index) => (
        <BenefitFields index={index} choices={choices} lang={lang} defaultLanguage={defaultLanguage} />
      )}
    </FieldRows>
  );
}
