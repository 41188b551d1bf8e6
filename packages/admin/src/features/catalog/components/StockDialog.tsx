import {
  STOCK_REASONS,
  type StaffProduct,
  type StockReason,
  stockChangeProblems,
} from '@museum-shop/contract';
import {
  Button,
  DialogActions,
  ModalDialog,
  SelectField,
  TextField,
  useAnnounce,
} from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useChangeStock } from '../api/change-stock.ts';
import { problemText } from './problem-texts.ts';

type Mode = 'delta' | 'count';

/** A whole number as typed, a minus sign allowed for a change by pieces; NaN when it is not one. */
function piecesOf(text: string, mode: Mode): number {
  const trimmed = text.trim().replace('−', '-');
  const pattern = mode === 'delta' ? /^[-+]?\d{1,7}$/ : /^\d{1,7}$/;
  return pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Changes a product's stock with a reason (issue 36): by a number of pieces (goods received,
 * damaged: a minus) or to the pieces counted, with a note (required for "other"). The contract's
 * rule is checked before sending; the server checks it again under the product's lock, so a stock
 * that would fall below what is sold or held is refused at the amount's field either way.
 */
export function StockDialog({ product }: { product: StaffProduct }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const change = useChangeStock(product.id);
  const [mode, setMode] = useState<Mode>('delta');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const numbers = new Intl.NumberFormat(lang);

  const asked = { mode, amount: piecesOf(amount, mode), reason, note };
  const found = checked ? stockChangeProblems(asked, { stock: product.stock, taken: product.taken }) : [];
  const server = change.error ? fieldErrorsOf(change.error) : {};
  const problemAt = (path: 'amount' | 'note') => {
    const codes = [...found.filter((problem) => problem.path === path).map((problem) => problem.code)];
    return problemText(t, lang, codes.length > 0 ? codes : server[path]);
  };
  const failure = change.error && Object.keys(server).length === 0 ? errorText(t, change.error) : undefined;

  const reset = () => {
    setMode('delta');
    setAmount('');
    setReason('received');
    setNote('');
    setChecked(false);
    change.reset();
  };

  return (
    <ModalDialog
      title={t('catalog.products.stock.title')}
      trigger={<Button variant="secondary">{t('catalog.products.stock.change')}</Button>}
      onOpenChange={(open) => {
        if (open) reset();
      }}
    >
      {(close) => (
        <Form
          validationBehavior="aria"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            setChecked(true);
            change.reset();
            if (stockChangeProblems(asked, { stock: product.stock, taken: product.taken }).length > 0) return;
            change.mutate(
              { ...asked, note: note.trim() },
              {
                onSuccess: (answer) => {
                  close();
                  announce(t('catalog.products.stock.changed', { count: answer.stock }));
                },
              },
            );
          }}
        >
          <p>
            {t('catalog.products.stock.now', {
              count: product.stock,
              stock: numbers.format(product.stock),
              taken: numbers.format(product.taken),
            })}
          </p>
          <SelectField
            id="stock-mode"
            label={t('catalog.products.stock.mode')}
            value={mode}
            onChange={(chosen) => setMode(chosen === 'count' ? 'count' : 'delta')}
            options={[
              { value: 'delta', label: t('catalog.products.stock.modes.delta') },
              { value: 'count', label: t('catalog.products.stock.modes.count') },
            ]}
          />
          <TextField
            id="stock-amount"
            label={mode === 'delta' ? t('catalog.products.stock.delta') : t('catalog.products.stock.count')}
            {...(mode === 'delta' ? { description: t('catalog.products.stock.deltaHint') } : {})}
            inputMode={mode === 'delta' ? 'text' : 'numeric'}
            value={amount}
            onChange={setAmount}
            errorMessage={problemAt('amount')}
            isRequired
            autoComplete="off"
          />
          <SelectField
            id="stock-reason"
            label={t('catalog.products.stock.reason')}
            value={reason}
            onChange={(chosen) => setReason(STOCK_REASONS.find((each) => each === chosen) ?? 'received')}
            options={STOCK_REASONS.map((each) => ({
              value: each,
              label: t(`catalog.products.reasons.${each}`),
            }))}
          />
          <TextField
            id="stock-note"
            label={t('catalog.products.stock.note')}
            description={t('catalog.products.stock.noteHint')}
            value={note}
            onChange={setNote}
            errorMessage={problemAt('note')}
            isRequired={reason === 'other'}
            maxLength={500}
            autoComplete="off"
          />
          {failure && (
            <p role="alert" className="error-text">
              {failure}
            </p>
          )}
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              {t('catalog.products.stock.cancel')}
            </Button>
            <Button type="submit" isPending={change.isPending}>
              {t('catalog.products.stock.save')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}
