import {
  initialQuantity,
  type Language,
  type Merchandise,
  maxQuantity,
  quantityFromInput,
} from '@museum-shop/contract';
import { type FormEvent, useState } from 'react';
import { type ArticleOrderLine, useArticleOrderLine } from '../order-line.ts';
import { isOutOfStock } from '../rules.ts';
import styles from './OrderForm.module.css';
import { ArticleOrderSubmit, ArticleQuantity } from './OrderFormParts.tsx';

interface ArticleOrderFormProps {
  article: Merchandise;
  lang: Language;
  onAdd: (line: ArticleOrderLine) => void;
}

/**
 * An article's quantity and "add to basket" (spec §5). The quantity is all there is to fill in, so
 * this form keeps it in plain state: the annual passes' holders need the form library (PassOrderForm),
 * which a shop article's page then does not download (issue 37).
 */
export function ArticleOrderForm({ article, lang, onAdd }: ArticleOrderFormProps) {
  const [quantity, setQuantity] = useState(() => initialQuantity(article.stock));
  const orderLine = useArticleOrderLine(article, lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isOutOfStock(article) || quantity < 1) return;
    onAdd(orderLine(quantity));
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ArticleQuantity
        article={article}
        lang={lang}
        quantity={quantity}
        onChange={(input) => setQuantity(quantityFromInput(input, maxQuantity(article.stock)))}
      />
      <ArticleOrderSubmit article={article} lang={lang} quantity={quantity} />
    </form>
  );
}
