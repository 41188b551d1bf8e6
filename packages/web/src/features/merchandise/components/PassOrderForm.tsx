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
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useOwnerForm } from '../api/get-owner-form.ts';
import { type ArticleOrderValues, articleOrderSchema } from '../order-form.ts';
import { type ArticleOrderLine, useArticleOrderLine } from '../order-line.ts';
import { resizeOwnerEntries } from '../rules.ts';
import styles from './OrderForm.module.css';
import { ArticleOrderSubmit, ArticleQuantity } from './OrderFormParts.tsx';
import { type Choice, OwnerFields } from './OwnerFields.tsx';

interface PassOrderFormProps {
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
 * The quantity of annual passes and one holder per pass (rows growing and shrinking with the
 * quantity, spec §5), then "add to basket". Its own chunk with the form library: a shop article's
 * page needs neither (ArticleOrderForm, issue 37).
 */
export function PassOrderForm({ article, lang, defaultCountry, renews, onAdd }: PassOrderFormProps) {
  const { t } = useTranslation('shop');
  const pass = isAnnualPass(article);
  const max = maxQuantity(article.stock);
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
  const orderLine = useArticleOrderLine(article, lang);
  const titles = useMemo(() => choices(ownerForm.data?.salutations), [ownerForm.data]);
  const countries = useMemo(() => choices(ownerForm.data?.countries), [ownerForm.data]);
  const { errors, isSubmitted } = form.formState;

  const changeQuantity = (input: string) => {
    const next = quantityFromInput(input, max);
    form.setValue('quantity', next);
    if (pass) owners.replace(resizeOwnerEntries(form.getValues('owners'), next, defaultCountry));
  };

  const submit = form.handleSubmit((values) => onAdd(orderLine(values.quantity, values.owners)));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ArticleQuantity article={article} lang={lang} quantity={quantity} onChange={changeQuantity} />
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
      <ArticleOrderSubmit article={article} lang={lang} quantity={quantity} />
    </form>
  );
}
