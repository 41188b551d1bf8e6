import { zodResolver } from '@hookform/resolvers/zod';
import {
  initialQuantity,
  isAnnualPass,
  type Language,
  type Merchandise,
  maxQuantity,
  memberNumberInputSchema,
  quantityFromInput,
} from '@museum-shop/contract';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { OrderTotal } from '../../../components/ui/ProductDetail.tsx';
import { QuantityInput } from '../../../components/ui/QuantityInput.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useOwnerForm } from '../api/get-owner-form.ts';
import { type ArticleOrderValues, articleOrderSchema } from '../order-form.ts';
import { type ArticleCartItem, articleCartItem, isOutOfStock, resizeOwnerEntries } from '../rules.ts';
import styles from './ArticleOrderForm.module.css';
import { type Choice, OwnerFields } from './OwnerFields.tsx';

/** What the form hands to whoever keeps the cart: the contract's item, and what the basket shows. */
export interface ArticleOrderLine {
  item: ArticleCartItem;
  name: string;
  summary: string;
  /** Cents, as shown here. */
  total: number;
}

interface ArticleOrderFormProps {
  article: Merchandise;
  lang: Language;
  /** Preselected in a pass holder's delivery address. */
  defaultCountry: string;
  /**
   * The member number of the pass the first holder's pass renews (the renewal mail's link,
   * `?renews=`); ignored unless it reads as a member number.
   */
  renews?: string | null;
  onAdd: (line: ArticleOrderLine) => void;
}

const choices = (map: Record<string, string> | undefined): Choice[] =>
  Object.entries(map ?? {}).map(([value, label]) => ({ value, label }));

/**
 * The quantity and, for annual passes, one holder per pass (rows growing and shrinking with the
 * quantity, spec §5), then "add to basket".
 */
export function ArticleOrderForm({ article, lang, defaultCountry, renews, onAdd }: ArticleOrderFormProps) {
  const { t } = useTranslation('shop');
  const pass = isAnnualPass(article);
  const max = maxQuantity(article.stock);
  const soldOut = isOutOfStock(article);
  const start = initialQuantity(article.stock);
  const renewed = renews && memberNumberInputSchema.safeParse(renews).success ? renews : undefined;
  const form = useForm<ArticleOrderValues>({
    resolver: zodResolver(articleOrderSchema),
    defaultValues: {
      quantity: start,
      owners: pass
        ? resizeOwnerEntries([], start, defaultCountry).map((owner, index) =>
            index === 0 && renewed ? { ...owner, renews: renewed } : owner,
          )
        : [],
    },
  });
  const owners = useFieldArray({ control: form.control, name: 'owners' });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const ownerForm = useOwnerForm(lang, pass);
  const titles = useMemo(() => choices(ownerForm.data?.salutations), [ownerForm.data]);
  const countries = useMemo(() => choices(ownerForm.data?.countries), [ownerForm.data]);
  const { errors, isSubmitted } = form.formState;

  const changeQuantity = (input: string) => {
    const next = quantityFromInput(input, max);
    form.setValue('quantity', next);
    if (pass) owners.replace(resizeOwnerEntries(form.getValues('owners'), next, defaultCountry));
  };

  const submit = form.handleSubmit((values) => {
    const item = articleCartItem(article, values.quantity, values.owners);
    const names =
      item.type === 'annualPass' ? item.owners.map((owner) => `${owner.fname} ${owner.lname}`) : [];
    const counted = t('lineSummary', { quantity: values.quantity, price: formatMoney(article.price, lang) });
    onAdd({
      item,
      name: article.name,
      summary: [counted, names.join(', ')].filter(Boolean).join(' · '),
      total: article.price * values.quantity,
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {soldOut && (
        <p className={styles.soldOut} role="status">
          {t('product.outOfStock')}
        </p>
      )}
      <QuantityInput
        label={t('product.quantity')}
        description={formatMoney(article.price, lang)}
        value={quantity}
        max={max}
        disabled={soldOut}
        onChange={changeQuantity}
        decreaseLabel={t('product.decrease')}
        increaseLabel={t('product.increase')}
      />
      {pass && quantity > 0 && (
        <section className={styles.owners} aria-labelledby="owners-heading">
          <h2 id="owners-heading" className={styles.ownersHeading}>
            {t('owners.heading')}
          </h2>
          <p className={styles.ownersIntro}>{t('owners.intro')}</p>
          {ownerForm.isPending ? (
            <Spinner label={t('common:loading')} />
          ) : (
            owners.fields.map((field, index) => (
              <OwnerFields key={field.id} index={index} form={form} titles={titles} countries={countries} />
            ))
          )}
        </section>
      )}
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className={styles.formError} role="alert">
          {t('fixErrors')}
        </p>
      )}
      <OrderTotal label={t('product.total')} total={formatMoney(article.price * quantity, lang)}>
        <Button type="submit" disabled={soldOut || quantity < 1}>
          {t('product.add')}
        </Button>
      </OrderTotal>
    </form>
  );
}
