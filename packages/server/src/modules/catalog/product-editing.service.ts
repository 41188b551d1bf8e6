import {
  type CatalogFieldError,
  type EventStatus,
  type Language,
  type ProductDocument,
  productDocumentProblems,
  type StaffProduct,
  type StaffProductSummary,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { findMediaImage } from '../media/index.ts';
import { auditCatalog, type CatalogEditor, invalid } from './catalog-editor.ts';
import { catalogChoices } from './event-documents.repository.ts';
import {
  findShopProduct,
  insertProduct,
  listShopProductRows,
  listShopProducts,
  listStockChanges,
  type ProductRow,
  productTaken,
  productVatRates,
  setProductStatus,
  updateProduct,
} from './product-documents.repository.ts';

/** Who edits the products: a catalog editor, and the shop's default language a name must be in. */
export interface ProductEditor extends CatalogEditor {
  defaultLanguage: Language;
}

export const productNotFound = () => notFound('NOT_FOUND', 'There is no such product');

/** `/media/<id>/<file>`: a picture of a media library. */
const MEDIA_ADDRESS = /^\/media\/([^/]+)\//;

/** The document a product row makes. */
export const documentOf = (row: ProductRow): ProductDocument => ({
  name: row.name,
  description: row.description,
  product_kind: row.productKindRef,
  custom_group_ids: row.customGroupIds,
  images: row.images,
  price: row.price,
  vat_value: row.vatValue,
  weight: row.weight,
  sequence_no: row.sequenceNo,
});

/** What the visitor can still buy: the stock less what is taken, never below nothing. */
const leftOf = (stock: number, taken: number) => Math.max(0, stock - taken);

async function staffProductOf(db: Db, row: ProductRow): Promise<StaffProduct> {
  const [taken, changes] = await Promise.all([productTaken(db, row.id), listStockChanges(db, row.id)]);
  return {
    id: row.id,
    status: row.status,
    document: documentOf(row),
    stock: row.stock,
    taken,
    left: leftOf(row.stock, taken),
    history: changes.map((change) => ({
      id: change.id,
      changed_at: change.changedAt.toISOString(),
      staff:
        change.staffName === null || change.staffEmail === null
          ? null
          : { name: change.staffName, email: change.staffEmail },
      before: change.before,
      after: change.after,
      reason: change.reason,
      note: change.note,
    })),
  };
}

/** The VAT rates the shop's tickets and products use, in order: what an editor offers. */
export async function shopVatRates(db: Db, shopId: number): Promise<number[]> {
  const [choices, productRates] = await Promise.all([
    catalogChoices(db, shopId),
    productVatRates(db, shopId),
  ]);
  return [...new Set([...choices.vat_rates, ...productRates])].sort((a, b) => a - b);
}

/** The products in every state (not the passes), and the categories and VAT rates the editor offers. */
export async function listStaffProducts(db: Db, shopId: number) {
  const [rows, choices, rates] = await Promise.all([
    listShopProducts(db, shopId),
    catalogChoices(db, shopId),
    shopVatRates(db, shopId),
  ]);
  const products: StaffProductSummary[] = rows.map(({ product, sold, held }) => ({
    id: product.id,
    name: product.name,
    status: product.status,
    image: product.images[0] ?? null,
    price: product.price,
    custom_group_ids: product.customGroupIds,
    stock: product.stock,
    taken: sold + held,
    left: leftOf(product.stock, sold + held),
    sequence_no: product.sequenceNo,
  }));
  return { products, choices: { custom_groups: choices.custom_groups, vat_rates: rates } };
}

export async function readStaffProduct(db: Db, shopId: number, id: number) {
  const row = await findShopProduct(db, shopId, id);
  if (!row) throw productNotFound();
  return staffProductOf(db, row);
}

/**
 * Problems only the database can tell: a category that is not one of the shop's, a picture that is
 * not in its media library (a static address, as the demo's, is taken as it is).
 */
async function referenceProblems(db: Db, shopId: number, document: ProductDocument) {
  const { custom_groups: groups } = await catalogChoices(db, shopId);
  const problems: { path: string; code: CatalogFieldError }[] = [];
  document.custom_group_ids.forEach((id, index) => {
    if (!groups.some((group) => group.id === id))
      problems.push({ path: `custom_group_ids.${index}`, code: 'unknown_group' });
  });
  for (const [index, image] of document.images.entries()) {
    const mediaId = MEDIA_ADDRESS.exec(image)?.[1];
    const known = mediaId
      ? (await findMediaImage(db, shopId, mediaId)) !== undefined
      : image.startsWith('/static/');
    if (!known) problems.push({ path: `images.${index}`, code: 'unknown_media' });
  }
  return problems;
}

/** Refuses (422, every problem by path) a document the contract's rule or the shop's rows refuse. */
async function refuseIfWrong(db: Db, editor: ProductEditor, document: ProductDocument) {
  const problems = [
    ...productDocumentProblems(document, editor.defaultLanguage),
    ...(await referenceProblems(db, editor.shopId, document)),
  ];
  if (problems.length > 0) throw invalid(problems);
}

export const auditProduct = (
  tx: Db,
  editor: CatalogEditor,
  action: 'product.create' | 'product.update' | 'product.status' | 'product.duplicate' | 'product.stock',
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => auditCatalog(tx, editor, action, { kind: 'product', id }, before, after);

/**
 * Writes a new product in `status` with `stock` pieces: the one way a product comes into being,
 * whether created, copied or imported. The caller checked the document and audits the change.
 */
export function writeNewProduct(
  tx: Db,
  shopId: number,
  document: ProductDocument,
  status: EventStatus,
  stock = 0,
) {
  return insertProduct(tx, shopId, document, status, stock);
}

/** Creates a product as a draft without stock: the stock comes by a change with a reason. */
export async function createProduct(db: Db, editor: ProductEditor, document: ProductDocument) {
  await refuseIfWrong(db, editor, document);
  const row = await db.transaction(async (tx) => {
    const created = await writeNewProduct(tx, editor.shopId, document, 'draft');
    await auditProduct(tx, editor, 'product.create', created.id, null, { document });
    return created;
  });
  return readStaffProduct(db, editor.shopId, row.id);
}

/**
 * Saves a product's document under its row lock. A new price applies to carts priced from now on:
 * a cart sent to payment and an order keep theirs. A refused document changes nothing.
 */
export async function saveProduct(db: Db, editor: ProductEditor, id: number, document: ProductDocument) {
  await db.transaction(async (tx) => {
    const row = await findShopProduct(tx, editor.shopId, id, true);
    if (!row) throw productNotFound();
    await refuseIfWrong(tx, editor, document);
    await updateProduct(tx, id, document);
    await auditProduct(tx, editor, 'product.update', id, { document: documentOf(row) }, { document });
  });
  return readStaffProduct(db, editor.shopId, id);
}

/** Publishes, archives or drafts a product; an archived one keeps its orders and its stock. */
export async function changeProductStatus(db: Db, editor: CatalogEditor, id: number, status: EventStatus) {
  await db.transaction(async (tx) => {
    const row = await findShopProduct(tx, editor.shopId, id, true);
    if (!row) throw productNotFound();
    if (row.status === status) return;
    await setProductStatus(tx, id, status);
    await auditProduct(tx, editor, 'product.status', id, { status: row.status }, { status });
  });
  return readStaffProduct(db, editor.shopId, id);
}

/** Copies a product's document as a new draft without stock (the pieces are the original's). */
export async function duplicateProduct(db: Db, editor: CatalogEditor, id: number) {
  const row = await findShopProduct(db, editor.shopId, id);
  if (!row) throw productNotFound();
  const copy = documentOf(row);
  const created = await db.transaction(async (tx) => {
    const made = await writeNewProduct(tx, editor.shopId, copy, 'draft');
    await auditProduct(tx, editor, 'product.duplicate', made.id, { from: id }, { document: copy });
    return made;
  });
  return readStaffProduct(db, editor.shopId, created.id);
}

/** Every product of the shop with its state and stock, in the order they were made (the export). */
export async function shopProductDocuments(db: Db, shopId: number) {
  const rows = await listShopProductRows(db, shopId);
  return rows.map((row) => ({ status: row.status, stock: row.stock, document: documentOf(row) }));
}
