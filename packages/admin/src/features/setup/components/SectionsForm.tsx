import { SECTION_FLAGS, type SectionFlags, type ShopSetup } from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSaveSections } from '../api/save-sections.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { PreviewDraftLinks } from './PreviewDraftLinks.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';

/** Which sections the shop offers (tickets, tours, merchandise…), and how visitors check out. */
export function SectionsForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveSections();
  const [flags, setFlags] = useState<SectionFlags>(() => ({ ...setup.sections }));
  const [saved, setSaved] = useState(() => JSON.stringify(setup.sections));
  const dirty = JSON.stringify(flags) !== saved;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...flags };
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.sections.title') }));
      },
    });
  };
  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.sections.legend')}</legend>
        <ul className={styles.flagList}>
          {SECTION_FLAGS.map((flag) => (
            <li key={flag}>
              <Checkbox
                isSelected={flags[flag]}
                onChange={(on) => setFlags((current) => ({ ...current, [flag]: on }))}
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
        draft={async () => ({ sections: { ...flags } })}
        languages={setup.identity.languages}
        timeZone={setup.identity.time_zone}
      />
    </Form>
  );
}
