import { CATALOG_TICKETS_MAX, type CatalogChoices, type Language } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { type EventFormValues, newTicketValues } from './event-form.ts';
import { GroupProblem } from './fields.tsx';
import { useFocusAfterRender } from './list-focus.ts';
import { fieldId } from './problem-texts.ts';
import { TicketTypeFields } from './TicketTypeFields.tsx';

/**
 * The event's ticket types in the order the shop lists them: added, removed and moved up or down
 * (the focus follows the row), each with its fields.
 */
export function TicketTypesEditor({
  choices,
  languages,
  languageName,
}: {
  choices: CatalogChoices;
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const announce = useAnnounce();
  const focus = useFocusAfterRender();
  const { control } = useFormContext<EventFormValues>();
  const rows = useFieldArray({ control, name: 'tickets', keyName: 'key' });
  const names = useWatch({ control, name: 'tickets' });
  const firstLanguage = languages[0] ?? 'en';
  const nameOf = (index: number) => {
    const texts = names[index]?.name ?? {};
    return texts[lang]?.trim() || texts[firstLanguage]?.trim() || '';
  };

  const add = () => {
    const at = rows.fields.length;
    rows.append(newTicketValues(choices.vat_rates), { shouldFocus: false });
    focus(fieldId(`tickets.${at}.name.${firstLanguage}`));
  };
  const remove = (index: number) => {
    const name = nameOf(index);
    rows.remove(index);
    focus(
      index < rows.fields.length - 1 ? `ticket-${index}-remove` : `ticket-${index - 1}-remove`,
      'ticket-add',
    );
    announce(
      name ? t('catalog.tickets.removedNamed', { name }) : t('catalog.tickets.removed', { n: index + 1 }),
    );
  };
  const move = (index: number, by: -1 | 1) => {
    rows.move(index, index + by);
    const to = index + by;
    focus(by < 0 ? `ticket-${to}-up` : `ticket-${to}-down`, by < 0 ? `ticket-${to}-down` : `ticket-${to}-up`);
    announce(t('catalog.tickets.moved', { n: to + 1 }));
  };

  return (
    <section className="panel" aria-labelledby="event-tickets">
      <h2 id="event-tickets">{t('catalog.tickets.title')}</h2>
      <p className="muted">{t('catalog.tickets.intro')}</p>
      {rows.fields.length === 0 && <p>{t('catalog.tickets.none')}</p>}
      <ol className={styles.rows}>
        {rows.fields.map((row, index) => {
          const name = nameOf(index);
          const title = name
            ? t('catalog.tickets.ticketNamed', { n: index + 1, name })
            : t('catalog.tickets.ticketN', { n: index + 1 });
          return (
            <li key={row.key}>
              <fieldset id={fieldId(`tickets.${index}`)} className={styles.ticket}>
                <legend>{title}</legend>
                <TicketTypeFields
                  index={index}
                  choices={choices}
                  languages={languages}
                  languageName={languageName}
                />
                <GroupProblem path={`tickets.${index}`} />
                <div className="buttons">
                  <Button
                    id={`ticket-${index}-up`}
                    variant="secondary"
                    size="small"
                    isDisabled={index === 0}
                    aria-label={t('catalog.tickets.moveUpOf', { name: title })}
                    onPress={() => move(index, -1)}
                  >
                    {t('catalog.moveUp')}
                  </Button>
                  <Button
                    id={`ticket-${index}-down`}
                    variant="secondary"
                    size="small"
                    isDisabled={index === rows.fields.length - 1}
                    aria-label={t('catalog.tickets.moveDownOf', { name: title })}
                    onPress={() => move(index, 1)}
                  >
                    {t('catalog.moveDown')}
                  </Button>
                  <Button
                    id={`ticket-${index}-remove`}
                    variant="secondary"
                    size="small"
                    aria-label={t('catalog.tickets.removeOf', { name: title })}
                    onPress={() => remove(index)}
                  >
                    {t('catalog.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="buttons">
        <Button
          id="ticket-add"
          variant="secondary"
          isDisabled={rows.fields.length >= CATALOG_TICKETS_MAX}
          onPress={add}
        >
          {t('catalog.tickets.add')}
        </Button>
      </div>
    </section>
  );
}
