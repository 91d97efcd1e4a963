import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  deleteLcaNoticeCall,
  generateLcaPafCall,
  getSignedUrlCall,
  lcaDetailsCall,
  lcaNoticesCall,
  lcaPafDetailsCall,
  listLcaPafsCall,
  listPafRequestsCall,
  requestLcaCall,
  saveLcaNoticeCall,
  savePafRequestCall,
  updateLcaCall,
  updateLcaPafCall,
  updateLcaStatusCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { LCA_PAF_MESSAGES } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { readAll } from '../../../platform/storage';
import { files } from '../../../platform/storage';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';
import { lcaDetails } from '../../lca';
import { runNoticeReminders } from '../lca-paf.reminders';
import { seedDemoPafs } from '../lca-paf.seed';
import { lcaNotices, lcaPafRequests } from '../lca-paf.table';

const TODAY = '2026-11-23';

const FULL = {
  employerName: 'Northwind Analytics Inc.',
  jobTitle: 'Data Engineer',
  socCode: '15-1252',
  wageLevel: 'II' as const,
  prevailingWage: 100000,
  prevailingWageUnit: 'year' as const,
  pwSource: 'OFLC_OEWS' as const,
  pwSourceDetail: 'July 2026 – June 2027',
  wageFrom: 110000,
  wageUnit: 'year' as const,
  periodStart: '2027-01-04',
  periodEnd: '2030-01-03',
  workers: 2,
  h1bDependent: true,
  wilfulViolator: false,
  exemptOnly: false,
  headcounts: { fteCount: 20, h1bCount: 8 },
  worksites: [
    { name: 'HQ', line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    { name: 'Client site', line1: '9 Oak Ave', city: 'Dallas', state: 'TX', zipCode: '75201', thirdParty: true },
  ],
};

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function proofPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

/** pdfjs-dist is an ES module: under jest it is loaded through Node's own loader (ADR 0003). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  const pdfjs = load(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'), null, false) as {
    getDocument(src: { data: Uint8Array; disableFontFace?: boolean }): { promise: Promise<{ numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string }[] }> }> }> };
  };
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) out.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => it.str ?? '').join(' '));
  return out;
}

describe.each(testDbKinds())('LCA posting notices and public access file (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t, today = TODAY) =>
    h.post(t, declaration, unchecked({ today, ...(payload as object) }), login);

  /** A stored upload of `login` with real bytes (as /s3/upload leaves it). */
  const upload = async (login: TestLogin, ext: string, bytes: Buffer, mimetype: string, tenantId = A.t.id) => {
    const key = `t/${tenantId}/2026/11/${randomUUID()}.${ext}`;
    await h.app.storage.put(key, bytes, { contentType: mimetype, size: bytes.length });
    await withTenant(h.database.db, tenantId, (tx) =>
      tx.insert(files).values({ key, name: `proof.${ext}`, mimetype, extn: ext, size: bytes.length, sha256: 'a'.repeat(64), createdBy: login.userId }),
    );
    return key;
  };

  /** A standalone LCA with its ETA-9035 data and two worksites; answers its id and worksite ids. */
  const newLca = async () => {
    const r = await post(requestLcaCall, { petitionerId: A.companyId, workers: 2 }, A.admin);
    if (r.status !== 200) throw new Error(`request failed: ${r.status} ${JSON.stringify(r.body)}`);
    const u = await post(updateLcaCall, { lcaId: r.result.id, ...FULL }, A.lcaManager);
    if (u.status !== 200) throw new Error(`update failed: ${u.status} ${JSON.stringify(u.body)}`);
    return { id: r.result.id as string, sites: (u.result.worksites as { id: string }[]).map((w) => w.id) };
  };
  const noticeCount = (lcaId: string) => withTenant(h.database.db, A.t.id, async (tx) => (await tx.select().from(lcaNotices).where(eq(lcaNotices.petitionId, lcaId))).length);

  it('notices: who may see them, filing refused until every worksite is recorded, bad input stores nothing', async () => {
    const lca = await newLca();
    const [s1, s2] = lca.sites as [string, string];
    // Roles and tenants.
    expect((await post(lcaNoticesCall, { lcaId: lca.id }, A.petitioner)).status).toBe(403);
    expect((await post(lcaNoticesCall, { lcaId: lca.id }, A.paralegal)).status).toBe(404);
    expect((await post(lcaNoticesCall, { lcaId: lca.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'x', postedOn: '2026-11-02' }, B.admin, B.t)).status).toBe(404);
    const empty = await post(lcaNoticesCall, { lcaId: lca.id }, A.lcaManager);
    expect(empty.result).toMatchObject({ noticeDays: 10, noticeDayKind: 'business', allRecorded: false });
    expect(empty.result.worksites.map((w: { state: string }) => w.state)).toEqual(['missing', 'missing']);

    // Filing is refused while notices are missing; nothing changes.
    const refused = await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 5, etaCaseNumber: 'I-200-26327-123456' }, A.lcaManager);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(LCA_PAF_MESSAGES.noticesMissing);
    expect((await post(lcaDetailsCall, { lcaId: lca.id }, A.lcaManager)).result.statusId).toBe(1);

    // Bad input: a worksite of another LCA, removal before posting, a future posting, a refused type, someone else's upload, a broken PDF.
    const other = await newLca();
    const bad = async (payload: Record<string, unknown>, text: string) => {
      const r = await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'Break room', ...payload }, A.lcaManager);
      expect(r.status).toBe(422);
      expect(JSON.stringify(r.body)).toContain(text);
    };
    await bad({ worksiteId: other.sites[0] }, LCA_PAF_MESSAGES.noWorksite);
    await bad({ postedOn: '2026-11-10', removedOn: '2026-11-09' }, LCA_PAF_MESSAGES.removedBeforePosted);
    await bad({ postedOn: '2026-12-01' }, 'cannot be in the future');
    await bad({ postedOn: '2026-11-02', proofKeys: [await upload(A.lcaManager, 'zip', Buffer.from('PK'), 'application/zip')] }, 'a posting proof must be a photo');
    await bad({ postedOn: '2026-11-02', proofKeys: [await upload(A.admin, 'png', PNG_1X1, 'image/png')] }, 'Upload the file again');
    await bad({ postedOn: '2026-11-02', proofKeys: [await upload(A.lcaManager, 'pdf', Buffer.from('%PDF-1.4 broken'), 'application/pdf')] }, 'cannot be opened as a PDF');
    expect((await post(saveLcaNoticeCall, unchecked({ lcaId: lca.id, worksiteId: s1, mode: 'paper', label: 'x' }), A.lcaManager)).status).toBe(422);
    expect(await noticeCount(lca.id)).toBe(0);

    // Worksite 1: two hard copies (one with a photo and a PDF proof); worksite 2: electronic.
    const photo = await upload(A.lcaManager, 'png', PNG_1X1, 'image/png');
    const a1 = await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'Break room', postedOn: '2026-11-02', proofKeys: [photo] }, A.lcaManager);
    expect(a1.status).toBe(200);
    expect(a1.result.worksites[0]).toMatchObject({ state: 'missing', locations: [{ label: 'Break room', postedOn: '2026-11-02', lastRequiredDay: '2026-11-16', canComeDownOn: '2026-11-17', state: 'complete' }] });
    expect(a1.result.worksites[0].locations[0].proofs[0]).toMatchObject({ key: photo, mimetype: 'image/png' });
    expect(a1.result.worksites[0].locations[0].proofs[0].url).toEqual(expect.any(String));
    // The same file cannot prove two notices.
    expect((await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'Lobby', postedOn: '2026-11-20', proofKeys: [photo] }, A.lcaManager)).status).toBe(422);
    const pdfProof = await upload(A.lcaManager, 'pdf', await proofPdf('PROOF-PAGE-MARKER lobby photo'), 'application/pdf');
    const a2 = await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'Lobby', postedOn: '2026-11-20', proofKeys: [pdfProof] }, A.lcaManager);
    expect(a2.result.worksites[0]).toMatchObject({ state: 'recorded' });
    // Thanksgiving is skipped: up until 4 December.
    expect(a2.result.worksites[0].locations[1]).toMatchObject({ lastRequiredDay: '2026-12-04', canComeDownOn: '2026-12-05', state: 'posted' });
    const e = await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s2, mode: 'electronic', label: 'Intranet: careers/notices', postedOn: '2026-11-23' }, A.admin);
    expect(e.result.allRecorded).toBe(true);

    // A location recorded by mistake is removed, and filing is refused again until it is back.
    const extra = await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s2, mode: 'hardcopy', label: 'Mistake' }, A.lcaManager);
    const mistake = extra.result.worksites[1].locations.find((l: { label: string }) => l.label === 'Mistake');
    expect((await post(deleteLcaNoticeCall, { lcaId: lca.id, noticeId: mistake.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(deleteLcaNoticeCall, { lcaId: lca.id, noticeId: mistake.id }, A.lcaManager)).result.worksites[1].locations).toHaveLength(1);

    const filed = await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 5, etaCaseNumber: 'I-200-26327-123456' }, A.lcaManager);
    expect(filed.status).toBe(200);
    expect(filed.result.statusId).toBe(5);

    // Proofs are held by the LCA: who sees the LCA opens them, the other firm never; /s3/delete refuses them.
    expect((await post(getSignedUrlCall, { keyName: photo }, A.lcaManager)).status).toBe(200);
    expect((await post(getSignedUrlCall, { keyName: photo }, A.paralegal)).status).toBe(404);
    expect((await post(getSignedUrlCall, { keyName: photo }, B.admin, B.t)).status).not.toBe(200);

    // The reminder: once per notice that may come down, to the LCA's manager or whoever recorded it.
    const sent: { to: readonly string[]; message: string }[] = [];
    const run = (today: string) => runNoticeReminders(h.database.db, async (_tx, _t, to, p) => void sent.push({ to, message: p.message }), { today, tenantIds: [A.t.id] });
    expect((await run('2026-11-16')).notices).toBe(0);
    const r1 = await run('2026-11-17');
    expect(r1.notices).toBe(1);
    expect(sent[0]!.to).toContain(A.lcaManager.userId);
    expect(sent[0]!.message).toContain('Break room');
    expect((await run('2026-11-18')).notices).toBe(0);
    expect((await run('2026-12-10')).notices).toBe(2); // Lobby and the electronic notice
  });

  it('public access file: deadline, generation refused before certification, one PDF read back, retention and purge', async () => {
    const lca = await newLca();
    const [s1, s2] = lca.sites as [string, string];
    const pdfProof = await upload(A.lcaManager, 'pdf', await proofPdf('PROOF-PAGE-MARKER posted notice'), 'application/pdf');
    const photo = await upload(A.lcaManager, 'png', PNG_1X1, 'image/png');
    await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'Break room', postedOn: '2026-11-02', proofKeys: [pdfProof] }, A.lcaManager);
    await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s1, mode: 'hardcopy', label: 'Lobby', postedOn: '2026-11-02', proofKeys: [photo] }, A.lcaManager);
    await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: s2, mode: 'electronic', label: 'Intranet', postedOn: '2026-11-02' }, A.lcaManager);

    const before = await post(lcaPafDetailsCall, { lcaId: lca.id }, A.lcaManager);
    expect(before.result).toMatchObject({ certifiedOn: null, dueOn: null, file: null, dependentItems: true });
    expect(before.result.missing).toEqual(expect.arrayContaining(['Wage memo (actual wage system)', 'Benefits summary']));
    const notYet = await post(generateLcaPafCall, { lcaId: lca.id }, A.lcaManager);
    expect(notYet.status).toBe(422);
    expect(JSON.stringify(notYet.body)).toContain(LCA_PAF_MESSAGES.notCertified);

    expect((await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 5, etaCaseNumber: 'I-200-26327-654321', filedOn: '2026-11-18' }, A.lcaManager)).status).toBe(200);
    expect((await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 2, certifiedOn: '2026-11-25' }, A.lcaManager)).status).toBe(200);

    // Certified the day before Thanksgiving: due on Friday 27 November; overdue from the 28th without a file.
    const due = await post(lcaPafDetailsCall, { lcaId: lca.id }, A.lcaManager, A.t, '2026-11-30');
    expect(due.result).toMatchObject({ certifiedOn: '2026-11-25', dueOn: '2026-11-27', overdue: true });
    expect((await post(lcaPafDetailsCall, { lcaId: lca.id }, A.paralegal)).status).toBe(404);
    expect((await post(lcaPafDetailsCall, { lcaId: lca.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(lcaPafDetailsCall, { lcaId: lca.id }, A.petitioner)).status).toBe(403);

    const texts = await post(
      updateLcaPafCall,
      { lcaId: lca.id, wageMemo: 'WAGE-MEMO-MARKER Salaries follow the 2026 pay bands by experience and education.', benefitsSummary: 'BENEFITS-MARKER Health, dental, 401(k) for all.' },
      A.lcaManager,
    );
    expect(texts.result.missing).not.toContain('Benefits summary');
    expect((await post(updateLcaPafCall, { lcaId: lca.id, wageMemo: 'x' }, B.admin, B.t)).status).toBe(404);
    expect((await post(updateLcaPafCall, unchecked({ lcaId: lca.id, wageMemo: 'x'.repeat(20_001) }), A.lcaManager)).status).toBe(422);

    const gen = await post(generateLcaPafCall, { lcaId: lca.id }, A.lcaManager, A.t, '2026-11-27');
    expect(gen.status).toBe(200);
    expect(gen.result).toMatchObject({ overdue: false, file: { name: 'public-access-file-I-200-26327-654321.pdf' } });
    const file = gen.result.file as { key: string; pages: number; url: string };
    expect(file.url).toEqual(expect.any(String));

    // Read the PDF back: pages, the index and each section, the embedded proof page.
    const bytes = await readAll(await h.app.storage.get(file.key));
    // To look at it: LCA_PAF_PDF_OUT=/tmp/paf.pdf, then pdftoppm -png /tmp/paf.pdf /tmp/paf.
    if (process.env.LCA_PAF_PDF_OUT) writeFileSync(process.env.LCA_PAF_PDF_OUT, bytes);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(file.pages);
    const pages = await pdfPages(bytes);
    expect(pages[0]).toContain('Public Access File');
    expect(pages[0]).toContain('Index');
    for (const title of ['Certified Labor Condition Application', 'Wage memo: the actual wage system', 'Prevailing wage source', 'Notice of filing: posting record', 'Summary of benefits', 'H-1B dependent or wilful violator employer']) {
      expect(pages[0]).toContain(title);
      expect(pages.slice(1).some((p) => p.includes(title))).toBe(true);
    }
    const all = pages.join('\n');
    expect(all).toContain('WAGE-MEMO-MARKER');
    expect(all).toContain('BENEFITS-MARKER');
    expect(all).toContain('I-200-26327-654321');
    expect(all).toContain('OFLC Online Data Center');
    expect(all).toContain('PROOF-PAGE-MARKER');
    expect(all).toContain('proof.png');
    // The index's page numbers point at the sections.
    const m = /Summary of benefits\s+page (\d+)/.exec(pages[0]!);
    expect(m).not.toBeNull();
    expect(pages[Number(m![1]) - 1]).toContain('BENEFITS-MARKER');

    // The PAF file follows the LCA's visibility.
    expect((await post(getSignedUrlCall, { keyName: file.key }, A.lcaManager)).status).toBe(200);
    expect((await post(getSignedUrlCall, { keyName: file.key }, A.paralegal)).status).toBe(404);
    expect((await post(getSignedUrlCall, { keyName: file.key }, B.admin, B.t)).status).not.toBe(200);

    // Generating again replaces the file (the old one is released).
    const again = await post(generateLcaPafCall, { lcaId: lca.id }, A.admin, A.t, '2026-11-30');
    expect(again.result.file.key).not.toBe(file.key);
    const old = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(files).where(eq(files.key, file.key)));
    expect(old[0]!.status).toBe('deleted');

    // Retention: no worker under a standalone LCA → one year after expiry; the list says so in SQL.
    const ret = await post(lcaPafDetailsCall, { lcaId: lca.id }, A.lcaManager);
    expect(ret.result.retention).toMatchObject({ keepUntil: '2031-01-03', basis: 'expiry', legalHold: false, mayPurge: false });
    const listed = await post(listLcaPafsCall, { view: 'certified', search: 'I-200-26327-654321' }, A.lcaManager);
    expect(listed.result).toMatchObject({ count: 1, data: [{ lcaId: lca.id, keepUntil: '2031-01-03', dueOn: '2026-11-27', certifiedOn: '2026-11-25' }] });
    expect((await post(listLcaPafsCall, { view: 'certified', search: 'I-200-26327-654321' }, B.admin, B.t)).result.count).toBe(0);
    expect((await post(listLcaPafsCall, { view: 'certified' }, A.petitioner)).status).toBe(403);
    // The last worker's day, later than today, is refused; a past one sets the clock.
    expect((await post(updateLcaPafCall, { lcaId: lca.id, lastWorkerLeftOn: '2027-06-01' }, A.lcaManager)).status).toBe(422);
    const purge = (today: string) => post(listLcaPafsCall, { view: 'purge', search: 'I-200-26327-654321' }, A.lcaManager, A.t, today);
    expect((await purge('2031-01-03')).result.count).toBe(0);
    expect((await purge('2031-01-04')).result).toMatchObject({ count: 1, data: [{ mayPurge: true, legalHold: false }] });
    await post(updateLcaPafCall, { lcaId: lca.id, legalHold: true, legalHoldNote: 'Wage and Hour inquiry 2026-12' }, A.lcaManager);
    expect((await purge('2031-01-04')).result.count).toBe(0);
    const held = await post(lcaPafDetailsCall, { lcaId: lca.id }, A.lcaManager, A.t, '2031-01-04');
    expect(held.result.retention).toMatchObject({ legalHold: true, mayPurge: false });
  });

  it('public requests: logged with their one-working-day deadline, answered, listed by visibility', async () => {
    const lca = await newLca();
    const log = (payload: Record<string, unknown>, login: TestLogin = A.lcaManager, t = A.t) =>
      post(savePafRequestCall, { lcaId: lca.id, requesterName: 'Jordan Public', requesterContact: 'jordan@example.com', channel: 'email', receivedOn: '2026-11-25', ...payload }, login, t, '2026-11-30');
    const r = await log({});
    expect(r.status).toBe(200);
    expect(r.result).toMatchObject({ dueOn: '2026-11-27', answeredOn: null, late: true, requesterName: 'Jordan Public' });
    // Bad input: answered before received, answered without how, a future receipt, no name. Nothing stored.
    const count = () => withTenant(h.database.db, A.t.id, async (tx) => (await tx.select().from(lcaPafRequests).where(eq(lcaPafRequests.petitionId, lca.id))).length);
    const early = await log({ answeredOn: '2026-11-24', answerMethod: 'emailed' });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain(LCA_PAF_MESSAGES.answeredBeforeReceived);
    expect((await log({ answeredOn: '2026-11-26' })).status).toBe(422);
    expect((await log({ receivedOn: '2026-12-24' })).status).toBe(422);
    expect((await log({ requesterName: '' })).status).toBe(422);
    expect((await log({}, A.petitioner)).status).toBe(403);
    expect((await log({}, B.admin, B.t)).status).toBe(404);
    expect(await count()).toBe(1);
    // Answered on time.
    const answered = await log({ requestId: r.result.id, answeredOn: '2026-11-27', answerMethod: 'emailed' });
    expect(answered.result).toMatchObject({ id: r.result.id, answeredOn: '2026-11-27', late: false });
    expect((await log({ requestId: r.result.id, answeredOn: '2026-11-27', answerMethod: 'emailed' }, B.admin, B.t)).status).toBe(404);
    await log({ requesterName: 'Sam Neighbor', receivedOn: '2026-11-30', channel: 'in-person' });

    const list = (payload: Record<string, unknown>, login: TestLogin = A.lcaManager, t = A.t) => post(listPafRequestsCall, { lcaId: lca.id, ...payload }, login, t, '2026-11-30');
    expect((await list({})).result.count).toBe(2);
    expect((await list({ status: 'open' })).result.data.map((x: { requesterName: string }) => x.requesterName)).toEqual(['Sam Neighbor']);
    expect((await list({ status: 'answered' })).result.data.map((x: { requesterName: string }) => x.requesterName)).toEqual(['Jordan Public']);
    expect((await list({ search: 'neighbor' })).result.count).toBe(1);
    expect((await list({ sort: { field: 'receivedOn', order: 1 }, perpage: 1 })).result).toMatchObject({ count: 2, data: [{ requesterName: 'Jordan Public' }] });
    expect((await list({ sort: { field: 'receivedOn', order: 1 }, perpage: 1, page: 2 })).result).toMatchObject({ count: 2, data: [{ requesterName: 'Sam Neighbor', dueOn: '2026-12-01' }] });
    expect((await list({}, A.paralegal)).result.count).toBe(0);
    expect((await list({}, B.admin, B.t)).result.count).toBe(0);
    expect((await list({}, A.petitioner)).status).toBe(403);
    // Open requests are counted on the PAF list.
    const pafs = await post(listLcaPafsCall, { view: 'all', search: 'Northwind' }, A.lcaManager);
    expect(pafs.result.data.find((x: { lcaId: string }) => x.lcaId === lca.id)).toMatchObject({ openRequests: 1 });
  });

  it('demo seed: a certified LCA gets its posting record, PAF texts and an answered request, once', async () => {
    const lca = await newLca();
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(lcaDetails).set({ statusId: 2, filedOn: '2026-01-12', certifiedOn: '2026-01-20' }).where(eq(lcaDetails.petitionId, lca.id)));
    expect(await withTenant(h.database.db, A.t.id, (tx) => seedDemoPafs(tx))).toBeGreaterThanOrEqual(1);
    const n = await post(lcaNoticesCall, { lcaId: lca.id }, A.lcaManager);
    expect(n.result.worksites.map((w: { state: string }) => w.state)).toEqual(['complete', 'complete']);
    expect(n.result.worksites[0].locations[0]).toMatchObject({ postedOn: '2026-01-05', removedOn: '2026-01-17', state: 'complete' });
    const p = await post(lcaPafDetailsCall, { lcaId: lca.id }, A.lcaManager);
    expect(p.result).toMatchObject({ dueOn: '2026-01-21', missing: ['Notice proofs (photos or PDFs)'] });
    expect((await post(listPafRequestsCall, { lcaId: lca.id }, A.lcaManager)).result.data).toMatchObject([{ answeredOn: '2026-01-21', late: false }]);
    await withTenant(h.database.db, A.t.id, (tx) => seedDemoPafs(tx));
    expect(await noticeCount(lca.id)).toBe(4);
  });
});
