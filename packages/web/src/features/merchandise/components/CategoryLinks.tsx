import type { NamedRef } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { FilterLinks } from '../../../components/ui/FilterLinks.tsx';

interface CategoryLinksProps {
  categories: readonly NamedRef[];
  current: number | undefined;
  /** Where a category's list is; undefined: all articles. */
  hrefFor: (category: number | undefined) => string;
}

/** The merchandise categories as links: all articles first, then each category (spec §2: merchandise/{category}). */
export function CategoryLinks({ categories, current, hrefFor }: CategoryLinksProps) {
  const { t } = useTranslation('shop');
  if (categories.length === 0) return null;
  const links = [
    { key: 'all', label: t('merchandise.all'), href: hrefFor(undefined), current: current === undefined },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name,
      href: hrefFor(category.id),
      current: category.id === current,
    })),
  ];
  return <FilterLinks label={t('merchandise.categories')} links={links} />;
}
