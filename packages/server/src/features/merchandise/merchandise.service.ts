import { ANNUAL_PASS_KIND, type Merchandise, type NamedRef } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { availability, publicState } from '../../lib/availability.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { loadCatalogRefs } from '../../modules/catalog/index.ts';
import { type ArticleFilter, listArticles } from './merchandise.repository.ts';

/** At most this many pieces left is "only N left" for the visitor (issue 36). */
const ARTICLE_FEW_LEFT = 5;

/** Without a kind the list is the ordinary merchandise; passes (kind 13) have their own screen. */
function kindFilter(productKind: number | undefined): Pick<ArticleFilter, 'productKind' | 'excludeKind'> {
  return productKind === undefined ? { excludeKind: ANNUAL_PASS_KIND } : { productKind };
}

async function loadArticles(db: Db, shop: ShopContext, filter: Omit<ArticleFilter, 'shopId'>) {
  const [rows, refs] = await Promise.all([
    listArticles(db, { ...filter, shopId: shop.shopId }),
    loadCatalogRefs(db, shop),
  ]);
  return rows.map(({ article, left: counted }): Merchandise => {
    const { state, left } = availability({
      capacity: article.stock,
      left: counted,
      now: shop.localNow,
      closesAt: null,
      fewLeftAt: ARTICLE_FEW_LEFT,
    });
    return {
      id: article.id,
      name: shop.t(article.name),
      description: shop.t(article.description),
      price: article.price,
      vat_value: article.vatValue,
      stock: left,
      state: publicState(state),
      weight: article.weight,
      product_kind_ref: article.productKindRef,
      custom_groups: refs.groups(article.customGroupIds),
      sequence_no: article.sequenceNo,
      images: article.images,
    };
  });
}

export function listMerchandise(
  db: Db,
  shop: ShopContext,
  query: { productKind?: number | undefined; categoryId?: number | undefined },
): Promise<Merchandise[]> {
  return loadArticles(db, shop, { ...kindFilter(query.productKind), categoryId: query.categoryId });
}

export async function getArticle(db: Db, shop: ShopContext, articleId: number): Promise<Merchandise> {
  const [article] = await loadArticles(db, shop, { articleId });
  if (!article) throw notFound('ARTICLE_NOT_FOUND', `No article with id ${articleId}`);
  return article;
}

/** The categories (custom groups) that hold articles of the kind, in the groups' order. */
export async function merchandiseCategories(
  db: Db,
  shop: ShopContext,
  productKind: number | undefined,
): Promise<NamedRef[]> {
  const articles = await listMerchandise(db, shop, { productKind });
  const seen = new Map<number, NamedRef>();
  for (const article of articles) for (const group of article.custom_groups) seen.set(group.id, group);
  const refs = await loadCatalogRefs(db, shop);
  return refs.groups([...seen.keys()]);
}
