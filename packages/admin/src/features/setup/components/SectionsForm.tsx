import { SECTION_FLAGS, type SectionFlags, type ShopSetup } from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles } from '@museum-shop/ui/controls';
import { Form } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useSaveSections } from '../api/save-sections.ts';
import { PreviewDraftLinks } from './PreviewDraftLinks.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { useSetupForm } from './setup-form.ts';

/** The sections have no rule: every combination of flags is a shop (spec §3). */
const noProblems = () => ({});

/** Which sections the shop offers (tickets, tours, merchandise…), and how visitors check out. */
export function SectionsForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const save = useSaveSections();
  const { form, submit, dirty } = useSetupForm({
    defaults: { ...setup.sections },
    rule: noProblems,
    toBody: (flags: SectionFlags) => ({ ...flags }),
    save,
    what: t('setup.sections.title'),
    fields: [],
  });
  const flags = useWatch({ control: form.control });
  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.sections.legend')}</legend>
        <ul className={styles.flagList}>
          {SECTION_FLAGS.map((flag) => (
            <li key={flag}>
              <Checkbox
                isSelected={flags[flag] ?? false}
                onChange={(on) => form.setValue(flag, on, { shouldDirty: true })}
                aria-describedby={`flag-${flag}`}
              >
                {t(`setup.sections.flags.${flag}`)}
              </Checkbox>
              <p id={`flag-${flag}`} className={fieldStyles.description}>
                {t(`setup.sections.hints.${flag}`)}
              </p>
            </li>
          ))}
        </ul>
      </fieldset>
      <SaveFailure error={save.error} shown={[]} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
      <PreviewDraftLinks
        draft={async () => ({ sections: { ...form.getValues() } })}
        languages={setup.identity.languages}
        timeZone={setup.identity.time_zone}
      />
    </Form>
  );
}
