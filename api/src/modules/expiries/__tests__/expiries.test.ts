import { createBeneficiaryCall, createCompanyCall, getExpirySettingsCall, icsTokenCall, listExpiriesCall, saveDependentsCall, saveExpirySettingsCall } from 'shared/contract';
import { withTenant } from '../../../platform/db';
import type { Mailer } from '../../../platform/mail';
import { testDbKinds, type TestLogin } from '../../../testing';
import { companyUsers } from '../../companies';
import { addDaysIso } from '../../../platform/data';
import { peopleHarness, type PeopleHarness, type PeopleTenant } from '../../../testing';
import { runExpiryReminders } from '../expiries.service';
import { buildIcs, foldLine } from '../ics';

const today = new Date().toISOString().slice(0, 10);
const d = (days: number) => addDaysIso(today, days);

/** Unfolds RFC 5545 lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('ics writer', () => {
  it('folds long lines at 75 octets and escapes text', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const l of folded.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    const ics = buildIcs(
      [
        {
          id: 'b:passport', kind: 'passport', label: 'Passport', date: '2026-03-20', daysLeft: 10, expired: false, beneficiaryId: 'b', beneficiaryName: 'Doe, John; Jr',
          relation: 'principal', principalId: null, principalName: null, companyId: null, companyName: null, attorneyUserId: null, attorneyName: null,
        },
      ],
      { calendarName: 'Firm, LLP', host: 'demo.localhost', now: new Date('2026-01-01T00:00:00Z') },
    );
    const lines = unfold(ics);
    expect(lines).toEqual(expect.arrayContaining(['X-WR-CALNAME:Firm\\, LLP', 'SUMMARY:Passport expires: Doe\\, John\\; Jr', 'DTSTART;VALUE=DATE:20260320', 'DTEND;VALUE=DATE:20260321', 'DTSTAMP:20260101T000000Z']));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // White label: a firm's calendar app shows the PRODID; it never names the product.
    expect(lines).toContain('PRODID:-//Expiry calendar//EN');
    expect(ics).not.toMatch(/passage/i);
  });
});

describe.each(testDbKinds())('expiry calendar (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let B: PeopleTenant;
  let admin: TestLogin;
  let attorney1: TestLogin;
  let attorney2: TestLogin;
  let companyX: string;
  let companyY: string;
  let b1: string;
  let b2: string;

  beforeAll(async () => {
    h = await peopleHarness(kind);
    A = await h.newTenant();
    B = await h.newTenant();
    admin = await A.login(3);
    attorney1 = await A.login(6, { email: 'att1@firm.example' });
    attorney2 = await A.login(6, { email: 'att2@firm.example' });
    companyX = (await h.post(A, createCompanyCall, { name: 'X Corp', contacts: [{ name: 'Helen HR', title: 'HR Manager', email: 'hr@x.example', isPrimary: true }] }, admin)).result.id;
    companyY = (await h.post(A, createCompanyCall, { name: 'Y Corp' }, admin)).result.id;
    b1 = (
      await h.post(
        A,
        createBeneficiaryCall,
        {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.test',
          companyId: companyX,
          attorneyUserId: attorney1.userId,
          passport: { number: 'K1234567', countryId: 101, expiryDate: d(19) },
          currentStatus: { code: 'H-1B', expiryDate: d(75) },
          i94: { expiryDate: d(-9) },
        },
        admin,
      )
    ).result.id;
    await h.post(A, saveDependentsCall, { beneficiaryId: b1, dependents: [{ relation: 'spouse', firstName: 'Ravi', lastName: 'Rao', ead: { expiryDate: d(153) } }] }, admin);
    b2 = (
      await h.post(
        A,
        createBeneficiaryCall,
        { firstName: 'Li', lastName: 'Wei', companyId: companyY, attorneyUserId: attorney2.userId, visa: { type: 'H-1B', expiryDate: d(306) }, maxOutDate: d(91) },
        admin,
      )
    ).result.id;
    const bB = await B.login(3);
    await h.post(B, createBeneficiaryCall, { firstName: 'Other', lastName: 'Tenant', passport: { number: 'X1', expiryDate: d(10) } }, bB);
  });
  afterAll(async () => {
    await h?.close();
  });

  const kindsOf = (res: { result: { data: { kind: string; beneficiaryName: string }[] } }) => res.result.data.map((x) => `${x.beneficiaryName}:${x.kind}`);

  it('lists every expiring date of beneficiaries and dependents, soonest first', async () => {
    const res = await h.post(A, listExpiriesCall, { today }, admin);
    expect(res.status).toBe(200);
    expect(kindsOf(res)).toEqual(['Asha Rao:i94', 'Asha Rao:passport', 'Asha Rao:status', 'Li Wei:max_out', 'Ravi Rao:ead', 'Li Wei:visa']);
    const first = res.result.data[0];
    expect(first).toMatchObject({ daysLeft: -9, expired: true, label: 'I-94', companyName: 'X Corp', attorneyName: expect.any(String) });
    const status = res.result.data[2];
    expect(status).toMatchObject({ label: 'Immigration status (H-1B)', daysLeft: 75, expired: false });
    expect(res.result.data[4]).toMatchObject({ relation: 'spouse', principalName: 'Asha Rao', companyId: companyX });
    const desc = await h.post(A, listExpiriesCall, { today, order: -1, perpage: 2 }, admin);
    expect(kindsOf(desc)).toEqual(['Li Wei:visa', 'Ravi Rao:ead']);
    expect(desc.result.count).toBe(6);
  });

  it('filters by kind, window, expired, petitioner, attorney and relation', async () => {
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { kinds: ['passport', 'visa'] } }, admin))).toEqual(['Asha Rao:passport', 'Li Wei:visa']);
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { withinDays: 30 } }, admin))).toEqual(['Asha Rao:i94', 'Asha Rao:passport']);
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { withinDays: 90, includeExpired: false } }, admin))).toEqual(['Asha Rao:passport', 'Asha Rao:status']);
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { companyIds: [companyY] } }, admin))).toEqual(['Li Wei:max_out', 'Li Wei:visa']);
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { attorneyUserIds: [attorney1.userId], includeExpired: false } }, admin))).toEqual([
      'Asha Rao:passport',
      'Asha Rao:status',
      'Ravi Rao:ead',
    ]);
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { relation: 'dependent' } }, admin))).toEqual(['Ravi Rao:ead']);
    expect(kindsOf(await h.post(A, listExpiriesCall, { today, matcher: { from: d(100), to: d(400) } }, admin))).toEqual(['Ravi Rao:ead', 'Li Wei:visa']);
  });

  it('shows a petitioner only his company’s people; another tenant nothing of A', async () => {
    const petitioner = await A.login(50);
    await withTenant(h.database.db, A.id, (tx) => tx.insert(companyUsers).values({ companyId: companyY, userId: petitioner.userId }));
    expect(kindsOf(await h.post(A, listExpiriesCall, { today }, petitioner))).toEqual(['Li Wei:max_out', 'Li Wei:visa']);
    const bAdmin = await B.login(3);
    expect(kindsOf(await h.post(B, listExpiriesCall, { today }, bAdmin))).toEqual(['Other Tenant:passport']);
    expect(kindsOf(await h.post(B, listExpiriesCall, { today, matcher: { beneficiaryIds: [b1, b2] } }, bAdmin))).toEqual([]);
  });

  it('serves a per-user iCalendar feed at /ics/<token>.ics', async () => {
    const tok = await h.post(A, icsTokenCall, {}, admin);
    expect(tok.result.url).toMatch(new RegExp(`^http://${A.host}/ics/[A-Za-z0-9_-]+\\.ics$`));
    const path = new URL(tok.result.url).pathname;
    const res = await h.app.inject({ method: 'GET', url: path, headers: { host: A.host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const lines = unfold(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(6);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(6);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${d(19).replace(/-/g, '')}`);
    expect(lines).toContain('SUMMARY:Passport expires: Asha Rao');
    expect(lines.filter((l) => l.startsWith('UID:'))).toHaveLength(6);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    for (const l of res.body.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);

    // The same token at another tenant's host, or a made-up token: 404.
    expect((await h.app.inject({ method: 'GET', url: path, headers: { host: B.host } })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/ics/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', headers: { host: A.host } })).statusCode).toBe(404);
    // Asking again keeps the address (not shown again); regenerating revokes the old one.
    expect((await h.post(A, icsTokenCall, {}, admin)).result.token).toBeNull();
    const fresh = await h.post(A, icsTokenCall, { regenerate: true }, admin);
    expect((await h.app.inject({ method: 'GET', url: path, headers: { host: A.host } })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: new URL(fresh.result.url).pathname, headers: { host: A.host } })).statusCode).toBe(200);
  });

  it('gives a petitioner’s feed only his people', async () => {
    const petitioner = await A.login(50);
    await withTenant(h.database.db, A.id, (tx) => tx.insert(companyUsers).values({ companyId: companyX, userId: petitioner.userId }));
    const tok = await h.post(A, icsTokenCall, {}, petitioner);
    const res = await h.app.inject({ method: 'GET', url: new URL(tok.result.url).pathname, headers: { host: A.host } });
    const summaries = unfold(res.body).filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries.sort()).toEqual(['SUMMARY:EAD expires: Ravi Rao', 'SUMMARY:I-94 expires: Asha Rao', 'SUMMARY:Immigration status (H-1B) expires: Asha Rao', 'SUMMARY:Passport expires: Asha Rao']);
  });

  it('saves reminder settings (admins only) and mails once per item and lead time', async () => {
    expect((await h.post(A, getExpirySettingsCall, {}, admin)).result).toMatchObject({ enabled: true, leadTimes: [180, 90, 30] });
    expect((await h.post(A, saveExpirySettingsCall, { enabled: true, leadTimes: [30, 90], recipients: { attorney: true, petitionerHr: true, beneficiary: true }, kinds: ['passport', 'status', 'max_out'] }, attorney1)).status).toBe(403);
    const saved = await h.post(A, saveExpirySettingsCall, { enabled: true, leadTimes: [30, 90], recipients: { attorney: true, petitionerHr: true, beneficiary: true }, kinds: ['passport', 'status', 'max_out'] }, admin);
    expect(saved.result.leadTimes).toEqual([90, 30]);

    const sent: { to: string; data: Record<string, unknown> }[] = [];
    const mailer: Pick<Mailer, 'send'> = {
      send: async (_tx, m) => {
        sent.push({ to: String(m.to), data: m.data as Record<string, unknown> });
        return { id: String(sent.length) };
      },
    };
    const r1 = await runExpiryReminders(h.database.db, mailer, { today, tenantIds: [A.id] });
    // Passport (19 days → the 30-day reminder) and status (75 → 90); max-out at 91 days is not due.
    expect(r1.items).toBe(2);
    expect(sent.map((s) => `${s.to}:${s.data.document}`).sort()).toEqual([
      'asha@example.test:Immigration status (H-1B)',
      'asha@example.test:Passport',
      'att1@firm.example:Immigration status (H-1B)',
      'att1@firm.example:Passport',
      'hr@x.example:Immigration status (H-1B)',
      'hr@x.example:Passport',
    ]);
    sent.length = 0;
    const r2 = await runExpiryReminders(h.database.db, mailer, { today, tenantIds: [A.id] });
    expect([r2.items, sent.length]).toEqual([0, 0]);
    // 50 days later the status is 25 days out: its 30-day reminder goes; the max-out (41 days) gets its 90-day one.
    const r3 = await runExpiryReminders(h.database.db, mailer, { today: d(50), tenantIds: [A.id] });
    expect(r3.items).toBe(2);
    expect([...new Set(sent.map((s) => `${s.data.document}:${s.data.daysLeft}`))].sort()).toEqual(['H/L six-year maximum:41', 'Immigration status (H-1B):25']);
  });
});
