import {
  type CatalogFieldError,
  type EventStatus,
  type Language,
  type MembershipDocument,
  membershipDocumentProblems,
  type StaffAction,
  type StaffMembership,
  type StaffMembershipSummary,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { fieldProblems, notFound } from '../../errors.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';
import { catalogItemNames } from '../catalog/index.ts';
import { findMediaImage } from '../media/index.ts';
import {
  activeCardCounts,
  findMembership,
  insertMembership,
  listMemberships,
  type MembershipRow,
  merchandiseVatRates,
  setMembershipStatus,
  updateMembership,
} from './membership-types.repository.ts';

/** Who edits the membership types, in which shop, when, from where. */
export interface MembershipEditor {
  shopId: number;
  staffId: string;
  now: Date;
  defaultLanguage: Language;
  clientAddress: string;
}

const membershipNotFound = () => notFound('NOT_FOUND', 'There is no such membership type');

/** What a pass without a type row (made before types) is: twelve months from purchase, one person. */
export const DEFAULT_TYPE = { validity: 'months_from_purchase', persons: 1, benefits: [] } as const;

/** The document a pass and its type make. */
export const documentOf = ({ pass, type }: MembershipRow): MembershipDocument => ({
  name: pass.name,
  description: pass.description,
  images: pass.images,
  price: pass.price,
  vat_value: pass.vatValue,
  sequence_no: pass.sequenceNo,
  validity: type?.validity ?? DEFAULT_TYPE.validity,
  persons: type?.persons ?? DEFAULT_TYPE.persons,
  benefits: type?.benefits ?? [],
});

/** The membership types in every state, with their active cards, and the events and VAT rates to choose from. */
export async function listStaffMemberships(db: Db, shopId: number) {
  const [rows, cards, names, rates] = await Promise.all([
    listMemberships(db, shopId),
    activeCardCounts(db, shopId),
    catalogItemNames(db, shopId),
    merchandiseVatRates(db, shopId),
  ]);
  const memberships: StaffMembershipSummary[] = rows.map((row) => {
    const document = documentOf(row);
    return {
      id: row.pass.id,
      name: document.name,
      status: row.pass.status,
      image: document.images[0] ?? null,
      price: document.price,
      validity: document.validity,
      persons: document.persons,
      benefits: document.benefits.length,
      sequence_no: document.sequence_no,
      cards: cards.get(row.pass.id) ?? 0,
    };
  });
  const events = names
    .filter((name) => name.kind === 'event')
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.id - b.id);
  return { memberships, choices: { events, vat_rates: rates } };
}

export async function readStaffMembership(db: Db, shopId: number, id: number): Promise<StaffMembership> {
  const [row, cards] = await Promise.all([findMembership(db, shopId, id), activeCardCounts(db, shopId)]);
  if (!row) throw membershipNotFound();
  return { id, status: row.pass.status, document: documentOf(row), cards: cards.get(id) ?? 0 };
}

/** `/media/<id>/<file>`: a picture of a media library. */
const MEDIA_ADDRESS = /^\/media\/([^/]+)\//;

/** Problems only the database can tell: an event the shop does not have, a picture not in its library. */
async function referenceProblems(db: Db, shopId: number, document: MembershipDocument) {
  const problems: { path: string; code: CatalogFieldError }[] = [];
  const events = new Set(
    (await catalogItemNames(db, shopId)).filter((item) => item.kind === 'event').map((item) => item.id),
  );
  document.benefits.forEach((benefit, index) => {
    benefit.event_ids?.forEach((id, position) => {
      if (!events.has(id))
        problems.push({ path: `benefits.${index}.event_ids.${position}`, code: 'unknown_event' });
    });
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
async function refuseIfWrong(db: Db, editor: MembershipEditor, document: MembershipDocument) {
  const problems = [
    ...membershipDocumentProblems(document, editor.defaultLanguage),
    ...(await referenceProblems(db, editor.shopId, document)),
  ];
  if (problems.length > 0) throw fieldProblems(problems);
}

const auditMembership = (
  tx: Db,
  editor: MembershipEditor,
  action: Extract<StaffAction, `membership.${string}`>,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  audit(
    tx,
    {
      shopId: editor.shopId,
      staffId: editor.staffId,
      action,
      subjectKind: 'membership',
      subjectId: String(id),
      before,
      after,
      clientAddress: editor.clientAddress,
    },
    editor.now,
  );

/** Creates a membership type as a draft: its pass product and its type, in one transaction. */
export async function createMembership(db: Db, editor: MembershipEditor, document: MembershipDocument) {
  await refuseIfWrong(db, editor, document);
  const id = await db.transaction(async (tx) => {
    const made = await insertMembership(tx, editor.shopId, document, 'draft');
    await auditMembership(tx, editor, 'membership.create', made, null, { document });
    return made;
  });
  return readStaffMembership(db, editor.shopId, id);
}

/**
 * Saves a membership type under its pass's row lock. Cards issued keep the validity they were
 * issued with; a new price applies to carts priced from now on. A refused document changes nothing.
 */
export async function saveMembership(
  db: Db,
  editor: MembershipEditor,
  id: number,
  document: MembershipDocument,
) {
  await db.transaction(async (tx) => {
    const row = await findMembership(tx, editor.shopId, id, true);
    if (!row) throw membershipNotFound();
    await refuseIfWrong(tx, editor, document);
    await updateMembership(tx, editor.shopId, id, document);
    await auditMembership(tx, editor, 'membership.update', id, { document: documentOf(row) }, { document });
  });
  return readStaffMembership(db, editor.shopId, id);
}

/** Publishes (into the visitor's passes list), archives or drafts a type; its cards are kept. */
export async function changeMembershipStatus(
  db: Db,
  editor: MembershipEditor,
  id: number,
  status: EventStatus,
) {
  await db.transaction(async (tx) => {
    const row = await findMembership(tx, editor.shopId, id, true);
    if (!row) throw membershipNotFound();
    if (row.pass.status === status) return;
    await setMembershipStatus(tx, id, status);
    await auditMembership(tx, editor, 'membership.status', id, { status: row.pass.status }, { status });
  });
  return readStaffMembership(db, editor.shopId, id);
}
