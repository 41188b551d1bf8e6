import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { type StoredCart, updateCart } from '../cart.ts';
import styles from './cart.module.css';

/** The cart's own choices: an invoice (guests may ask for one, on by default) and the visitor's own order reference. */
export function CartOptions({ cart }: { cart: StoredCart }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <div className={styles.options}>
      <div className={styles.checkbox}>
        <input
          id={`${id}-invoice`}
          type="checkbox"
          checked={cart.requestInvoice}
          onChange={(event) => {
            const requestInvoice = event.target.checked;
            updateCart((stored) => ({ ...stored, requestInvoice }));
          }}
        />
        <label htmlFor={`${id}-invoice`}>{t('cart.requestInvoice')}</label>
      </div>
      <ExternalDocumentNumber value={cart.externalDocumentNumber} />
    </div>
  );
}

/** The external document number (e.g. a purchase order number): typed and confirmed, then shown with a way to change it. */
function ExternalDocumentNumber({ value }: { value: string }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const externalDocumentNumber = draft.trim();
    updateCart((stored) => ({ ...stored, externalDocumentNumber }));
    setEditing(false);
  };

  if (!editing && value)
    return (
      <div className={styles.reference}>
        <p>
          <span className={styles.label}>{t('reference.label')}:</span> {value}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(value);
            setEditing(true);
          }}
        >
          {t('reference.modify')}
          <span className="visually-hidden"> {t('reference.label')}</span>
        </Button>
      </div>
    );
  return (
    <form className={styles.reference} onSubmit={confirm}>
      <label htmlFor={`${id}-reference`} className={styles.label}>
        {t('reference.label')} <span className={styles.optional}>{t('reference.optional')}</span>
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('reference.hint')}
      </span>
      <div className={styles.voucherRow}>
        <input
          id={`${id}-reference`}
          className={styles.input}
          value={draft}
          maxLength={64}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('reference.confirm')}
          <span className="visually-hidden"> {t('reference.label')}</span>
        </Button>
      </div>
    </form>
  );
}
