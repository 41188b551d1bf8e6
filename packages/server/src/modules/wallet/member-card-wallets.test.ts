import { createHash, verify, X509Certificate } from 'node:crypto';
import { rmSync } from 'node:fs';
import { monthsLater } from '@museum-shop/contract';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { memberCards } from '../../db/schema/members.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { payForOrder } from '../../features/checkout/checkout.test-support.ts';
import { shopMemberKey, signMemberCode } from '../../features/checkout/documents/member-codes.ts';
import { ticketMasterKey } from '../../features/checkout/documents/ticket-codes.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testClock } from '../../test-support/clock.ts';
import { publishedMembershipType } from '../members/members.test-support.ts';
import { walletSettingsFromEnv } from './index.ts';
import { type ThrowawayWallets, throwawayWallets } from './wallet.test-support.ts';

// Issue 36: a member card as an Apple Wallet pass and a "Save to Google Wallet" link, only when the
// museum has set that wallet's certificates; the same signed code as the card's PDF.

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/**
 * The PKCS#7 detached signature of a pass's manifest, checked as Wallet checks it: its
 * messageDigest attribute is the manifest's SHA-1, its signer's RSA signature over the signed
 * attributes holds, and the signer certificate chains through the WWDR to the given root.
 */
function verifyPassSignature(signature: Uint8Array, manifest: Uint8Array, caPem: string): { signer: string } {
  const { asn1, pki } = forge;
  const content = asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary')));
  const signedData = (content.value as forge.asn1.Asn1[])[1]?.value as forge.asn1.Asn1[];
  const sequence = signedData[0]?.value as forge.asn1.Asn1[];
  const certificates = sequence.filter(
    (node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  )[0]?.value as forge.asn1.Asn1[];
  const x509 = certificates.map(
    (node) => new X509Certificate(pki.certificateToPem(pki.certificateFromAsn1(node))),
  );
  const signerInfos = sequence[sequence.length - 1]?.value as forge.asn1.Asn1[];
  const signerInfo = signerInfos[0]?.value as forge.asn1.Asn1[];
  const attributes = signerInfo.find(
    (node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  ) as forge.asn1.Asn1;
  const encryptedDigest = Buffer.from(signerInfo[signerInfo.length - 1]?.value as string, 'binary');
  // The signed attributes are signed as a SET (their [0] tag replaced by SET's).
  const signedAttributes = Buffer.from(
    asn1
      .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]))
      .getBytes(),
    'binary',
  );
  const messageDigest = (attributes.value as forge.asn1.Asn1[])
    .map((attribute) => attribute.value as forge.asn1.Asn1[])
    .find((attribute) => asn1.derToOid(attribute[0]?.value as string) === pki.oids.messageDigest);
  const digestValues = (messageDigest?.[1]?.value ?? []) as forge.asn1.Asn1[];
  const digest = Buffer.from((digestValues[0]?.value as string) ?? '', 'binary').toString('hex');
  expect(digest).toBe(sha1(manifest));
  const ca = new X509Certificate(caPem);
  const signer = x509.find((cert) => !cert.ca);
  const wwdr = x509.find((cert) => cert.ca);
  if (!signer || !wwdr) throw new Error('the signature carries the signer and WWDR certificates');
  expect(verify('sha1', signedAttributes, signer.publicKey, encryptedDigest)).toBe(true);
  expect(signer.checkIssued(wwdr) && signer.verify(wwdr.publicKey)).toBe(true);
  expect(wwdr.checkIssued(ca) && wwdr.verify(ca.publicKey)).toBe(true);
  return { signer: signer.subject };
}

describe('member cards in Apple Wallet and Google Wallet', () => {
  let t: TestApp;
  let off: TestApp;
  let wallets: ThrowawayWallets;
  const now = testClock();
  const today = demoToday(now);
  let publicId: string;
  let cards: (typeof memberCards.$inferSelect)[];
  let code: (number: string) => Promise<string>;

  beforeAll(async () => {
    wallets = await throwawayWallets();
    t = await build({ app: { clock: () => now, wallets: walletSettingsFromEnv(wallets.env) } });
    off = await build({ app: { clock: () => now } });
    const passId = await publishedMembershipType(t, await staffToken(t, 'owner'), { persons: 2 });
    publicId = await payForOrder(
      t,
      [
        {
          type: 'annualPass',
          id: passId,
          count: 2,
          owners: [
            { title: 'Dr', fname: 'Ada', lname: 'Lovelace' },
            { title: '', fname: 'Charles', lname: 'Babbage' },
          ],
        },
      ],
      { cart: { request_invoice: false } },
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    if (!order) throw new Error('the order was booked');
    cards = await t.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.orderId, order.id))
      .orderBy(asc(memberCards.lineIndex), asc(memberCards.person));
    const master = await ticketMasterKey(t.db);
    code = async (number) => signMemberCode(1, number, shopMemberKey(master, 1));
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
    if (wallets) rmSync(wallets.dir, { recursive: true, force: true });
  });

  const applePass = (app: TestApp, number: string, id = publicId) =>
    app.app.inject({
      url: `/api/en/order/memberCardApplePass?id=${id}&number=${encodeURIComponent(number)}`,
    });
  const googleLink = (app: TestApp, number: string, id = publicId) =>
    app.app.inject({
      url: `/api/en/order/memberCardGooglePass?id=${id}&number=${encodeURIComponent(number)}`,
    });

  it('says in the config which wallets are on', async () => {
    const on = (await t.app.inject({ url: '/api/en/shopinfo/config?shop=1' })).json().data;
    expect([on.apple_wallet, on.google_wallet]).toEqual([true, true]);
    const none = (await off.app.inject({ url: '/api/en/shopinfo/config?shop=1' })).json().data;
    expect([none.apple_wallet, none.google_wallet]).toEqual([false, false]);
  });

  it('answers a card as a signed .pkpass with its holder, number and signed code', async () => {
    const [card] = cards;
    if (!card) throw new Error('the order has cards');
    const answer = await applePass(t, card.number);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="member-card-${card.number}.pkpass"`,
    );
    expect(answer.headers['cache-control']).toContain('no-store');

    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature'].sort(),
    );
    const pass = JSON.parse(Buffer.from(files['pass.json'] ?? []).toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.org.museum.test',
      teamIdentifier: 'A1B2C3D4E5',
      serialNumber: card.id,
      organizationName: 'Museum of Light',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: await code(card.number), altText: card.number }],
    });
    const fields = [
      ...pass.storeCard.headerFields,
      ...pass.storeCard.primaryFields,
      ...pass.storeCard.secondaryFields,
      ...pass.storeCard.auxiliaryFields,
    ];
    const value = (key: string) => fields.find((field: { key: string }) => field.key === key)?.value;
    expect(value('number')).toBe(card.number);
    expect(value('holder')).toBe('Dr Ada Lovelace');
    expect(value('type')).toBe('Year of light');
    expect(value('validFrom')).toBe(`${today}T12:00:00Z`);
    expect(value('validUntil')).toBe(`${monthsLater(today)}T12:00:00Z`);
    expect(value('persons')).toBe('2 persons');

    // Every file is in the manifest with its SHA-1, and nothing else.
    const manifest = JSON.parse(Buffer.from(files['manifest.json'] ?? []).toString('utf8'));
    const listed = Object.fromEntries(
      Object.entries(files)
        .filter(([name]) => name !== 'manifest.json' && name !== 'signature')
        .map(([name, bytes]) => [name, sha1(bytes)]),
    );
    expect(manifest).toEqual(listed);
    const signed = verifyPassSignature(
      files.signature ?? new Uint8Array(),
      files['manifest.json'] ?? new Uint8Array(),
      wallets.caPem,
    );
    expect(signed.signer).toContain('pass.org.museum.test');
  });

  it('answers a "Save to Google Wallet" link whose JWT the service account signed', async () => {
    const card = cards[1];
    if (!card) throw new Error('the order has two cards');
    const answer = await googleLink(t, card.number);
    expect(answer.statusCode, answer.body).toBe(200);
    const url: string = answer.json().data.url;
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(
      url.slice('https://pay.google.com/gp/v/save/'.length),
      wallets.googlePublicKey,
      { issuer: 'wallet@museum-test.iam.gserviceaccount.com', audience: 'google', algorithms: ['RS256'] },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.iat).toBe(Math.floor(now.getTime() / 1000));
    const object = (payload.payload as { genericObjects: Record<string, unknown>[] }).genericObjects[0];
    expect(object).toMatchObject({
      id: `3388000000012345678.member-card-${card.id}`,
      classId: '3388000000012345678.member-card',
      header: { defaultValue: { language: 'en', value: 'Charles Babbage' } },
      barcode: { type: 'QR_CODE', value: await code(card.number), alternateText: card.number },
    });
    expect(object?.textModulesData).toContainEqual({
      id: 'number',
      header: 'Member number',
      body: card.number,
    });
  });

  it('answers 406 for a number that is not an active card of the order, and 404 while a wallet is off', async () => {
    const [card] = cards;
    if (!card) throw new Error('the order has cards');
    expect((await applePass(t, '1234-5678-90')).statusCode).toBe(406);
    expect((await googleLink(t, card.number, 'no-such-order')).statusCode).toBe(406);
    const appleOff = await applePass(off, card.number);
    expect([appleOff.statusCode, appleOff.json().code]).toEqual([404, 'NOT_FOUND']);
    const googleOff = await googleLink(off, card.number);
    expect([googleOff.statusCode, googleOff.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
