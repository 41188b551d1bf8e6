import { Button, useAnnounce } from '@museum-shop/ui/controls';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { GroupProblem, useProblem } from './fields.tsx';
import { useFocusAfterRender } from './list-focus.ts';
import { fieldId } from './problem-texts.ts';

/**
 * A list of rows of the form at `name` (a guided tour's prices, tickets, questions, a question's
 * options): each in a fieldset named by `title`, moved up or down and removed with the focus
 * following it; a row added takes the focus at `firstField`. The list's own problem (none yet, say)
 * shows under it and its summary link lands on it.
 */
export function FieldRows({
  name,
  title,
  addLabel,
  none,
  max,
  newRow,
  firstField,
  children,
  small = false,
}: {
  name: string;
  title: (index: number) => string;
  addLabel: string;
  none: string;
  max: number;
  newRow: () => object;
  /** The path of the field a new row's focus goes to. */
  firstField: (index: number) => string;
  children: (index: number) => ReactNode;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focus = useFocusAfterRender();
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name, keyName: 'key' });
  const problem = useProblem(name);
  const id = fieldId(name);
  const size = small ? 'small' : undefined;

  const add = () => {
    const at = rows.fields.length;
    rows.append(newRow(), { shouldFocus: false });
    focus(fieldId(firstField(at)));
  };
  const remove = (index: number) => {
    const named = title(index);
    rows.remove(index);
    focus(
      index < rows.fields.length - 1 ? `${id}-${index}-remove` : `${id}-${index - 1}-remove`,
      `${id}-add`,
    );
    announce(t('catalog.tickets.removedNamed', { name: named }));
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    rows.move(index, to);
    focus(by < 0 ? `${id}-${to}-up` : `${id}-${to}-down`, by < 0 ? `${id}-${to}-down` : `${id}-${to}-up`);
    announce(t('catalog.tickets.moved', { n: to + 1 }));
  };

  return (
    <div id={id} tabIndex={-1} aria-describedby={problem ? `${id}-error` : undefined}>
      {rows.fields.length === 0 && <p className="muted">{none}</p>}
      <ol className={styles.rows}>
        {rows.fields.map((row, index) => {
          const named = title(index);
          return (
            <li key={row.key}>
              <fieldset id={fieldId(`${name}.${index}`)} className={small ? styles.fieldset : styles.ticket}>
                <legend>{named}</legend>
                <div className={styles.stack}>{children(index)}</div>
                <GroupProblem path={`${name}.${index}`} />
                <div className="buttons">
                  <Button
                    id={`${id}-${index}-up`}
                    variant="secondary"
                    size="small"
                    isDisabled={index === 0}
                    aria-label={t('catalog.tickets.moveUpOf', { name: named })}
                    onPress={() => move(index, -1)}
                  >
                    {t('catalog.moveUp')}
                  </Button>
                  <Button
                    id={`${id}-${index}-down`}
                    variant="secondary"
                    size="small"
                    isDisabled={index === rows.fields.length - 1}
                    aria-label={t('catalog.tickets.moveDownOf', { name: named })}
                    onPress={() => move(index, 1)}
                  >
                    {t('catalog.moveDown')}
                  </Button>
                  <Button
                    id={`${id}-${index}-remove`}
                    variant="secondary"
                    size="small"
                    aria-label={t('catalog.tickets.removeOf', { name: named })}
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
      <GroupProblem path={name} />
      <div className="buttons">
        <Button
          id={`${id}-add`}
          variant="secondary"
          {...(size ? { size } : {})}
          isDisabled={rows.fields.length >= max}
          onPress={add}
        >
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
