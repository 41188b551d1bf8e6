import type { Language, Merchandise } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { ProductCard, ProductGrid } from '../../../components/ui/ProductCard.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { type ArticleFilter, useArticles } from '../api/get-articles.ts';
import { StockBadge } from './StockBadge.tsx';

interface ArticleListProps {
  lang: Language;
  filter: ArticleFilter;
  /** Where an article's own screen is. */
  hrefFor: (article: Merchandise) => string;
  label: string;
  emptyText: string;
}

/** The articles of a kind and category as cards, in the museum's order. */
export function ArticleList({ lang, filter, hrefFor, label, emptyText }: ArticleListProps) {
  const { t } = useTranslation('shop');
  const articles = useArticles(lang, filter);
  if (articles.isPending) return <Spinner label={t('common:loading')} />;
  if (articles.isError)
    return (
      <LoadError
        error={articles.error}
        fallback={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => articles.refetch()}
      />
    );
  if (articles.data.articles.length === 0) return <p>{emptyText}</p>;
  return (
    <ProductGrid label={label}>
      {articles.data.articles.map((article, index) => (
        <li key={article.id}>
          <ProductCard
            name={article.name}
            href={hrefFor(article)}
            image={article.images[0]}
            pictures={articles.data.pictures}
            description={article.description}
            price={formatMoney(article.price, lang)}
            status={<StockBadge article={article} />}
            index={index}
          />
        </li>
      ))}
    </ProductGrid>
  );
}
