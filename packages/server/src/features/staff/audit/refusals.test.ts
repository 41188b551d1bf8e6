import type { StaffAuditEntry } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/staff.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { paidOrder, staffToken, testSlot } from '../staff.test-support.ts';
import { REFUSALS_LOGGED_PER_MEMBER } from './refusals.ts';

/**
 * Issue 40: a staff call refused with 403 left no audit entry, and a refund above the box office's
 * limit wrote its entry in the transaction that was rolled back. Now the staff endpoint layer
 * writes every 403 after the refusal, in a transaction of its own: the member, the call, the code,
 * the subject where the path names one, and the client's address.
 */
describe('refused staff actions in the audit log', () => {
  let t: TestApp;
  const tokens = { owner: '', box_office: '', viewer: '' };
  beforeAll(async () => {
    t = await build();
    tokens.owner = await staffToken(t, 'owner');
    tokens.box_office = await staffToken(t, 'box_office', 'box-office@museum.example');
    tokens.viewer = await staffToken(t, 'viewer', 'viewer@museum.example');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    path: string,
    token: string,
    client: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api/en/${path}${path.includes('?') ? '&' : '?'}_=${token}`,
      remoteAddress: client,
      ...(payload ? { payload } : {}),
    });
  const refusals = async (query = ''): Promise<StaffAuditEntry[]> => {
    const response = await call(
      'GET',
      `staff/audit?action=action.refused&limit=100${query}`,
      tokens.owner,
      '10.70.0.1',
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items;
  };

  it('records a call the role may not make: member, call, code, the order from the path, the client address', async () => {
    const number = await paidOrder(t, [(await testSlot(t, 10)).item(1)]);
    const refused = await call('POST', `staff/orders/${number}/refund`, tokens.viewer, '10.70.0.2', {
      reason: 'try it',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const [entry] = await refusals(`&order=${number}`);
    expect(entry).toMatchObject({
      action: 'action.refused',
      staff: { email: 'viewer@museum.example' },
      subject_kind: 'order',
      order_number: number,
      after: { call: 'POST staff/orders/:number/refund', code: 'FORBIDDEN', role: 'viewer' },
      client_address: '10.70.0.2',
    });
    // A call about nothing in particular is named as the call.
    expect((await call('GET', 'staff/audit', tokens.viewer, '10.70.0.3')).statusCode).toBe(403);
    expect((await refusals('&client=10.70.0.3'))[0]).toMatchObject({
      subject_kind: 'call',
      subject_id: 'GET staff/audit',
      after: { call: 'GET staff/audit', code: 'FORBIDDEN', role: 'viewer' },
    });
  });

  it('records a refund above the limit after the refusal, while the refund changed nothing', async () => {
    const limit = await call('POST', 'staff/settings', tokens.owner, '10.70.0.1', {
      box_office_refund_limit: 500,
    });
    expect(limit.statusCode).toBe(200);
    try {
      const number = await paidOrder(t, [(await testSlot(t, 10)).item(1)]);
      const refused = await call('POST', `staff/orders/${number}/refund`, tokens.box_office, '10.70.0.4', {
        reason: 'too much',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('REFUND_OVER_LIMIT');
      const read = await call('GET', `staff/orders/${number}`, tokens.owner, '10.70.0.1');
      expect(read.statusCode, read.body).toBe(200);
      const detail = read.json().data;
      expect(detail.summary.state).toBe('paid');
      expect(detail.refunds).toEqual([]);
      expect(detail.documents).toEqual([]);
      expect(detail.line_states.map((line: { refunded: boolean }) => line.refunded)).toEqual([false]);
      // The order's page lists the refusal among what staff did, and no refund.
      expect(detail.audit.map((entry: StaffAuditEntry) => entry.action)).toEqual(['action.refused']);
      expect(detail.audit[0]).toMatchObject({
        staff: { email: 'box-office@museum.example' },
        order_number: number,
        after: { call: 'POST staff/orders/:number/refund', code: 'REFUND_OVER_LIMIT', role: 'box_office' },
        client_address: '10.70.0.4',
      });
      // Nothing of the refund itself was kept, and the refusal counts nothing against the limit.
      const refunds = await t.db
        .select()
        .from(staffAudit)
        .where(
          and(eq(staffAudit.action, 'order.refund'), eq(staffAudit.subjectId, detail.audit[0].subject_id)),
        );
      expect(refunds).toEqual([]);
      await call('POST', 'staff/settings', tokens.owner, '10.70.0.1', { box_office_refund_limit: 100_000 });
      const allowed = await call('POST', `staff/orders/${number}/refund`, tokens.box_office, '10.70.0.4', {
        reason: 'fine now',
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await call('POST', 'staff/settings', tokens.owner, '10.70.0.1', { box_office_refund_limit: 100_000 });
    }
  });

  it('records an upload the role may not make, refused before its body is read', async () => {
    const refused = await call('POST', 'staff/media', tokens.box_office, '10.70.0.5', {
      content_base64: 'AAAA',
      alt: { en: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await refusals('&client=10.70.0.5'))[0]).toMatchObject({
      subject_kind: 'call',
      after: { call: 'POST staff/media', code: 'FORBIDDEN', role: 'box_office' },
    });
  });

  it('keeps at most a window’s share of one member’s refusals, and still refuses the rest', async () => {
    const token = await staffToken(t, 'viewer', 'prober@museum.example');
    const client = '10.70.0.6';
    for (let attempt = 0; attempt < REFUSALS_LOGGED_PER_MEMBER.limit + 5; attempt++)
      expect((await call('GET', 'staff/members', token, client)).statusCode).toBe(403);
    expect(await refusals(`&client=${client}`)).toHaveLength(REFUSALS_LOGGED_PER_MEMBER.limit);
  });
});
