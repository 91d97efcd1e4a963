import {
  caseDocumentChecklistCall,
  createPetitionCall,
  deleteBeneficiaryDocumentsCall,
  deleteCaseDocumentCall,
  deleteCompanyDocumentsCall,
  deleteFilesCall,
  getSignedUrlCall,
  saveBeneficiaryDocumentsCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  updateProfilePictureCall,
  deleteDocViaPathCall,
  uploadFileCall,
} from 'shared/contract';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { docFromText } from 'shared/domain';
import { findRepoRoot } from '../../config';
import { withPlatform, withTenant } from '../../db';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked } from '../../../testing';
import { beneficiaries, beneficiaryDocuments } from '../../../modules/beneficiaries';
import { caseDocuments } from '../../../modules/case-documents';
import { companies, companyDocuments } from '../../../modules/companies';
import { esignRequests } from '../../../modules/esign';
import { pdfFormVersions } from '../../../modules/forms';
import { caseLetters } from '../../../modules/letters';
import { petitions } from '../../../modules/petitions';
import { questionnaires } from '../../../modules/questionnaires';
import { tenants } from '../../../modules/tenants';
import { users } from '../../../modules/users';
import { files, type FileRow } from '../storage.table';
import * as F from './fixtures';

/*
 * Issue 14.1: the generic file calls follow the visibility of the record that holds the file
 * (docs/documents.md, "Who may open a file"). Every owner kind × every role × the three calls,
 * with the expected answer written out from each module's visibility rules, then the breach
 * replayed: clients, an external user and a paralegal reading and deleting what they cannot see.
 */

type Subject =
  | 'admin'
  | 'manager'
  | 'frontOffice'
  | 'attorney'
  | 'supervisor'
  | 'paralegal'
  | 'docManager'
  | 'docExecutive'
  | 'lcaManager'
  | 'i9'
  | 'petitioner'
  | 'beneficiary'
  | 'external';

/** One user per demo role (3, 4, 5–11, 49, 50, 51, external); the attorney is the case's. */
const SUBJECTS: readonly Subject[] = [
  'admin',
  'manager',
  'frontOffice',
  'attorney',
  'supervisor',
  'paralegal',
  'docManager',
  'docExecutive',
  'lcaManager',
  'i9',
  'petitioner',
  'beneficiary',
  'external',
];

type Kind =
  | 'case-document'
  | 'case'
  | 'beneficiary-document'
  | 'company-document'
  | 'company-signature'
  | 'signature-request'
  | 'form-version'
  | 'case-letter'
  | 'questionnaire-answer'
  | 'user-picture'
  | 'tenant-logo'
  | 'unattached';

const ALL = new Set<Subject>(SUBJECTS);
/** Who sees the case: admin, the manager of its branch, its assigned attorney, its petitioner and beneficiary. */
const CASE_VIEWERS = new Set<Subject>(['admin', 'manager', 'attorney', 'petitioner', 'beneficiary']);
/** Law-office staff who see the case (forms, letters, questionnaires are staff-only). */
const CASE_STAFF = new Set<Subject>(['admin', 'manager', 'attorney']);
/** Internal staff see every beneficiary and company; the branch manager those of his branch. */
const INTERNAL = [
  'admin',
  'manager',
  'frontOffice',
  'attorney',
  'supervisor',
  'paralegal',
  'docManager',
  'docExecutive',
  'lcaManager',
] as const;

/** Who may open a file of each kind (the owner's visibility), written out by hand. */
const READERS: Record<Kind, ReadonlySet<Subject>> = {
  'case-document': CASE_VIEWERS,
  case: CASE_VIEWERS,
  'signature-request': new Set<Subject>(['admin', 'manager', 'attorney', 'petitioner']),
  'form-version': CASE_STAFF,
  'case-letter': CASE_STAFF,
  'questionnaire-answer': CASE_STAFF,
  'beneficiary-document': new Set<Subject>([...INTERNAL, 'petitioner', 'beneficiary']),
  'company-document': new Set<Subject>([...INTERNAL, 'petitioner']),
  'company-signature': new Set<Subject>([...INTERNAL, 'petitioner']),
  'user-picture': ALL,
  'tenant-logo': ALL,
  unattached: new Set<Subject>(['paralegal']),
};
const KINDS = Object.keys(READERS) as Kind[];

/** The 409 message names where the file is removed. */
const LABEL: Record<Exclude<Kind, 'unattached'>, string> = {
  'case-document': 'a case document',
  case: 'the case (scanned copies and USCIS notices)',
  'signature-request': 'a signature request',
  'form-version': 'a form version of the case',
  'case-letter': 'a letter of the case',
  'questionnaire-answer': 'the answers of a questionnaire',
  'beneficiary-document': "a beneficiary's document",
  'company-document': "a petitioner's document",
  'company-signature': "a petitioner's authorised signer signature",
  'user-picture': "a user's profile picture",
  'tenant-logo': "the firm's logo or favicon",
};

/**
 * Owner kinds whose role × call cells are proven by their module's own suite (their owner records
 * need that module's fixtures: a case message thread, an LCA with notices, a support ticket), each
 * asking /s3/get-signed-url as readers and non-readers. A kind the app registers must be either in
 * this matrix or here, with the suite that covers it.
 */
const COVERED_BY_MODULE_SUITES: Readonly<Record<string, string>> = {
  'case-message': 'api/src/modules/communication/__tests__/communication.test.ts',
  'lca-paf-file': 'api/src/modules/lca-paf/__tests__/lca-paf.test.ts',
  'support-ticket-file': 'api/src/modules/support-tickets/__tests__/support-tickets.test.ts',
};

type Action = 'get-signed-url' | 's3/delete' | 'delete-doc-via-path';
const ACTIONS: readonly Action[] = ['get-signed-url', 's3/delete', 'delete-doc-via-path'];

const request = (action: Action, key: string): { declaration: AnyCallDeclaration; payload: UncheckedPayload } =>
  action === 'get-signed-url'
    ? { declaration: getSignedUrlCall, payload: unchecked({ keyName: key }) }
    : action === 's3/delete'
      ? { declaration: deleteFilesCall, payload: unchecked({ keyName: [key] }) }
      : { declaration: deleteDocViaPathCall, payload: unchecked({ path: key }) };

/** The expected status: a file one may not see answers as an unknown key (404). */
function expected(kind: Kind, who: Subject, action: Action): { status: number; message?: string } {
  const sees = READERS[kind].has(who);
  if (!sees) return { status: 404, message: 'File not found' };
  if (action === 'get-signed-url' || kind === 'unattached') return { status: 200 };
  return { status: 409, message: `This file belongs to ${LABEL[kind]}; remove it there.` };
}

describe.each(testDbKinds())('file access follows the owner record (%s)', (dbKind) => {
  const { h, A } = caseTenantSuite(dbKind);
  let login: Record<Subject, TestLogin>;
  let caseId: string;
  let otherCaseId: string;
  const keyOf = {} as Record<Exclude<Kind, 'unattached'>, string>;
  /** Records of the other company, its beneficiary and its case (breach replay). */
  const victim = {} as Record<
    'case-document' | 'beneficiary-document' | 'company-document',
    { key: string; id: string }
  >;
  let storageDir: string;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    who: TestLogin,
  ) => h.post(A.t, declaration, payload, who);

  async function upload(who: TestLogin, bytes: Buffer = F.PDF, name = 'file.pdf'): Promise<FileRow> {
    const body = F.multipart([{ name: 'file', value: bytes, filename: name }]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${uploadFileCall.path}`,
      payload: body.payload,
      headers: { ...body.headers, host: A.t.host, authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode).toBe(200);
    const key = res.json().result.data[0].path as string;
    const [row] = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(files).where(eq(files.key, key)));
    return row!;
  }

  const fileStatus = async (key: string) => {
    const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .select({ status: files.status })
        .from(files)
        .where(and(eq(files.tenantId, A.t.id), eq(files.key, key))),
    );
    return row?.status;
  };
  const bytesExist = (key: string) => existsSync(join(storageDir, key));

  /** A case document row on `petitionId` for a stored file. */
  const caseDocumentValues = (petitionId: string, f: FileRow) => ({
    petitionId,
    docKey: 'passport_bio_page',
    fileId: f.id,
    fileKey: f.key,
    fileName: f.name,
    mimetype: f.mimetype,
    extn: f.extn,
    size: f.size,
    uploadedByKind: 'staff',
  });

  beforeAll(async () => {
    storageDir = h.app.storage.config.dir;
    const db = h.database.db;
    const [east, west] = A.t.branchIds as [string, string];
    login = {
      admin: A.admin,
      manager: A.manager,
      frontOffice: A.frontOffice,
      attorney: A.attorney,
      supervisor: A.supervisor,
      paralegal: A.paralegal,
      docManager: await A.t.login(9),
      docExecutive: await A.t.login(10),
      lcaManager: A.lcaManager,
      i9: await A.t.login(49),
      petitioner: A.petitioner,
      beneficiary: await A.t.login(51),
      external: await A.t.login(6, { isExternal: 1 }),
    };
    const created = await post(
      createPetitionCall,
      { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId },
      A.admin,
    );
    expect(created.status).toBe(200);
    caseId = created.result.id;
    const other = await post(
      createPetitionCall,
      { typeId: 1, subTypeId: 1, petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId },
      A.admin,
    );
    expect(other.status).toBe(200);
    otherCaseId = other.result.id;

    // The own case: East branch, the attorney assigned; the other case: West, nobody assigned.
    const pdfs: FileRow[] = [];
    for (let i = 0; i < 10; i += 1) pdfs.push(await upload(A.admin));
    const png = await upload(A.admin, F.PNG, 'signature.png');
    const picture = await upload(A.admin, F.PNG, 'me.png');
    const logo = await upload(A.admin, F.PNG, 'logo.png');
    const [cd, scan, bd, co, es, fv, le, qa, vCd, vBd] = pdfs;
    const vCo = await upload(A.admin);
    await withTenant(db, A.t.id, async (tx) => {
      await tx.update(petitions).set({ branchId: east, attorneyId: A.attorney.userId }).where(eq(petitions.id, caseId));
      await tx.update(petitions).set({ branchId: west, attorneyId: null }).where(eq(petitions.id, otherCaseId));
      await tx
        .update(beneficiaries)
        .set({ branchId: east, userId: login.beneficiary.userId })
        .where(eq(beneficiaries.id, A.beneficiaryId));
      await tx.update(beneficiaries).set({ branchId: west }).where(eq(beneficiaries.id, A.otherBeneficiaryId));
      await tx.update(companies).set({ branchId: east }).where(eq(companies.id, A.companyId));
      await tx.update(companies).set({ branchId: west }).where(eq(companies.id, A.otherCompanyId));

      await tx.insert(caseDocuments).values(caseDocumentValues(caseId, cd!));
      keyOf['case-document'] = cd!.key;
      const [row] = await tx.select({ data: petitions.data }).from(petitions).where(eq(petitions.id, caseId));
      await tx
        .update(petitions)
        .set({
          data: {
            ...(row!.data ?? {}),
            scannedCopies: [{ key: scan!.key, name: 'packet.pdf', at: new Date().toISOString(), by: A.admin.userId }],
          },
        })
        .where(eq(petitions.id, caseId));
      keyOf.case = scan!.key;
      await tx
        .insert(beneficiaryDocuments)
        .values({ beneficiaryId: A.beneficiaryId, docType: 'passport', name: 'passport.pdf', fileKey: bd!.key });
      keyOf['beneficiary-document'] = bd!.key;
      await tx
        .insert(companyDocuments)
        .values({ companyId: A.companyId, docType: 'incorporation', name: 'inc.pdf', fileKey: co!.key });
      keyOf['company-document'] = co!.key;
      await tx
        .update(companies)
        .set({
          authSigner: {
            firstName: 'Dana',
            lastName: 'Lee',
            title: null,
            email: null,
            phone: null,
            countryCallingCode: null,
            signatureKey: png.key,
            signedAt: new Date().toISOString(),
          },
        })
        .where(eq(companies.id, A.companyId));
      keyOf['company-signature'] = png.key;
      await tx.insert(esignRequests).values({
        petitionId: caseId,
        fileId: es!.id,
        fileKey: es!.key,
        fileName: es!.name,
        originalSha256: '0'.repeat(64),
        originalPageCount: 1,
        signerName: 'Dana Lee',
        signerEmail: 'dana@example.test',
        status: 'requested',
        attorneyStatus: 'pending',
      });
      keyOf['signature-request'] = es!.key;
      await tx.insert(pdfFormVersions).values({
        petitionId: caseId,
        formCode: 'I-129',
        edition: '',
        version: 1,
        fileId: fv!.id,
        fileKey: fv!.key,
        fileName: fv!.name,
        size: fv!.size,
        sha256: '0'.repeat(64),
        source: 'uploaded',
        category: 'form',
      });
      keyOf['form-version'] = fv!.key;
      await tx.insert(caseLetters).values({
        petitionId: caseId,
        templateId: randomUUID(),
        templateName: 'Support letter',
        kind: 'other',
        version: 1,
        body: docFromText('Support'),
        fileId: le!.id,
        fileKey: le!.key,
        fileName: le!.name,
        size: le!.size,
        sha256: '0'.repeat(64),
      });
      keyOf['case-letter'] = le!.key;
      await tx.insert(questionnaires).values({
        petitionId: caseId,
        kind: 'beneficiary',
        templateName: 'Beneficiary questionnaire',
        fields: [{ key: 'passport', type: 'file', label: 'Passport' }],
        answers: { passport: [{ key: qa!.key, name: 'passport.pdf' }] },
        status: 'draft',
      });
      keyOf['questionnaire-answer'] = qa!.key;
      await tx.update(users).set({ profilePicture: picture.key }).where(eq(users.id, A.paralegal.userId));
      keyOf['user-picture'] = picture.key;

      // The other company's case, beneficiary and company each hold a document.
      const [d] = await tx
        .insert(caseDocuments)
        .values(caseDocumentValues(otherCaseId, vCd!))
        .returning({ id: caseDocuments.id });
      victim['case-document'] = { key: vCd!.key, id: d!.id };
      const [b] = await tx
        .insert(beneficiaryDocuments)
        .values({ beneficiaryId: A.otherBeneficiaryId, docType: 'passport', name: 'passport.pdf', fileKey: vBd!.key })
        .returning({ id: beneficiaryDocuments.id });
      victim['beneficiary-document'] = { key: vBd!.key, id: b!.id };
      const [c] = await tx
        .insert(companyDocuments)
        .values({ companyId: A.otherCompanyId, docType: 'incorporation', name: 'inc.pdf', fileKey: vCo.key })
        .returning({ id: companyDocuments.id });
      victim['company-document'] = { key: vCo.key, id: c!.id };
    });
    await withPlatform(db, (tx) =>
      tx
        .update(tenants)
        .set({ logo: `https://files.example.test/${logo.key}` })
        .where(eq(tenants.id, A.t.id)),
    );
    keyOf['tenant-logo'] = logo.key;
  });

  const cells = KINDS.flatMap((kind) =>
    SUBJECTS.flatMap((who) => ACTIONS.map((action) => [kind, who, action] as const)),
  );

  it('covers every owner kind the app registers, every demo role and the three calls', () => {
    expect(h.app.storage.access.kinds.map((k) => k.kind).sort()).toEqual(
      [...KINDS.filter((k) => k !== 'unattached'), ...Object.keys(COVERED_BY_MODULE_SUITES)].sort(),
    );
    for (const [kind, suite] of Object.entries(COVERED_BY_MODULE_SUITES)) {
      const text = readFileSync(join(findRepoRoot(), suite), 'utf8');
      expect({ kind, asksSignedUrl: text.includes('getSignedUrlCall') }).toEqual({ kind, asksSignedUrl: true });
    }
    expect(cells).toHaveLength(12 * 13 * 3);
  });

  it.each(cells)('%s × %s × %s', async (kind, who, action) => {
    // An unattached file is the uploader's (the paralegal's); each cell uses a fresh one.
    const key = kind === 'unattached' ? (await upload(A.paralegal)).key : keyOf[kind];
    const { declaration, payload } = request(action, key);
    const res = await post(declaration, payload, login[who]);
    const want = expected(kind, who, action);
    expect({ status: res.status, message: res.error?.message }).toEqual({ status: want.status, message: want.message });
    if (want.status === 200 && action === 'get-signed-url') expect(typeof res.result.data).toBe('string');
    if (want.status === 200 && action !== 'get-signed-url') {
      expect(res.result.data.deleted).toEqual([key]);
      expect(await fileStatus(key)).toBe('deleted');
      expect(bytesExist(key)).toBe(false);
    } else {
      expect(await fileStatus(key)).toBe('active');
      expect(bytesExist(key)).toBe(true);
    }
  });

  it('a refused batch deletes nothing: an own unattached file beside a held one is kept', async () => {
    const own = await upload(A.admin);
    const res = await post(deleteFilesCall, { keyName: [own.key, keyOf['case-document']] }, A.admin);
    expect(res.status).toBe(409);
    expect(await fileStatus(own.key)).toBe('active');
    expect(bytesExist(own.key)).toBe(true);
  });

  it('naming the key of a file one may not see cannot attach it to a record others see', async () => {
    // The company's signature image is the petitioner's company's; the beneficiary does not see it.
    const refused = await post(updateProfilePictureCall, { fileKey: keyOf['company-signature'] }, login.beneficiary);
    expect(refused.status).toBe(404);
    const [me] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx.select({ picture: users.profilePicture }).from(users).where(eq(users.id, login.beneficiary.userId)),
    );
    expect(me!.picture).toBeNull();
    // Nor into his own beneficiary record, where his petitioner and the staff would see it.
    const doc = { docType: 'passport_bio_page', name: 'passport.pdf', key: keyOf['company-document'] };
    const save = await post(
      saveBeneficiaryDocumentsCall,
      { beneficiaryId: A.beneficiaryId, documents: [doc] },
      login.beneficiary,
    );
    expect(save.status).toBe(404);
    // The petitioner sees that document: re-using it on his beneficiary is his call to make.
    const ok = await post(
      saveBeneficiaryDocumentsCall,
      { beneficiaryId: A.beneficiaryId, documents: [doc] },
      login.petitioner,
    );
    expect(ok.status).toBe(200);
    // One's own fresh upload is fine.
    const own = await upload(login.beneficiary, F.PNG, 'me.png');
    expect((await post(updateProfilePictureCall, { fileKey: own.key }, login.beneficiary)).status).toBe(200);
  });

  describe('the breach, replayed (issue 14.1: 36 of 36 tries got through)', () => {
    const intruders = ['beneficiary', 'external', 'petitioner', 'paralegal'] as const;
    const records = ['case-document', 'beneficiary-document', 'company-document'] as const;
    /** By the beneficiary and company modules' own rules internal staff see every record. */
    const visibleTo = (who: (typeof intruders)[number], record: (typeof records)[number]) =>
      who === 'paralegal' && record !== 'case-document';
    const tries = intruders.flatMap((who) =>
      records.flatMap((record) => ACTIONS.map((action) => [who, record, action] as const)),
    );

    it('has 36 tries', () => expect(tries).toHaveLength(36));

    it.each(tries)('%s on the other party’s %s via %s is refused', async (who, record, action) => {
      const { key } = victim[record];
      const { declaration, payload } = request(action, key);
      const res = await post(declaration, payload, login[who]);
      if (visibleTo(who, record)) {
        expect(res.status).toBe(action === 'get-signed-url' ? 200 : 409);
      } else {
        expect(res.status).toBe(404);
        expect(res.error?.message).toBe('File not found');
      }
      expect(await fileStatus(key)).toBe('active');
      expect(bytesExist(key)).toBe(true);
    });

    it('the case still points at a live file, and removing its document goes through the case', async () => {
      const { key, id } = victim['case-document'];
      const list = await post(caseDocumentChecklistCall, { petitionId: otherCaseId }, A.admin);
      expect(list.status).toBe(200);
      const paths = JSON.stringify(list.result);
      expect(paths).toContain(key);
      expect(await fileStatus(key)).toBe('active');
      const signed = await post(getSignedUrlCall, { keyName: key }, A.admin);
      expect(signed.status).toBe(200);

      const removed = await post(deleteCaseDocumentCall, { petitionId: otherCaseId, documentId: id }, A.admin);
      expect(removed.status).toBe(200);
      expect(await fileStatus(key)).toBe('deleted');
      expect(bytesExist(key)).toBe(false);
      // Unheld and deleted now: an unknown key for everyone.
      expect((await post(getSignedUrlCall, { keyName: key }, A.admin)).status).toBe(404);
    });

    it('beneficiary and company documents are removed through their records, their files with them', async () => {
      const ben = victim['beneficiary-document'];
      const b = await post(
        deleteBeneficiaryDocumentsCall,
        { beneficiaryId: A.otherBeneficiaryId, documentIds: [ben.id] },
        A.admin,
      );
      expect(b.status).toBe(200);
      const co = victim['company-document'];
      const c = await post(deleteCompanyDocumentsCall, { companyId: A.otherCompanyId, documentIds: [co.id] }, A.admin);
      expect(c.status).toBe(200);
      for (const key of [ben.key, co.key]) {
        expect(await fileStatus(key)).toBe('deleted');
        expect(bytesExist(key)).toBe(false);
      }
    });

    it('a record removal that is refused keeps the file and its bytes', async () => {
      // A client may not remove a staff upload: the call is refused and nothing is released.
      const key = keyOf['case-document'];
      const [doc] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select({ id: caseDocuments.id }).from(caseDocuments).where(eq(caseDocuments.fileKey, key)),
      );
      const res = await post(deleteCaseDocumentCall, { petitionId: caseId, documentId: doc!.id }, login.beneficiary);
      expect(res.status).toBe(403);
      expect(await fileStatus(key)).toBe('active');
      expect(bytesExist(key)).toBe(true);
    });

    it('bytes queued by a call are removed only when its transaction committed', async () => {
      const { key } = await upload(A.admin);
      const rolledBack = {};
      h.app.storage.removeAfterCommit(rolledBack, [key]);
      expect(await h.app.storage.flushRemovals(rolledBack, false)).toEqual([]);
      expect(bytesExist(key)).toBe(true);
      const committed = {};
      h.app.storage.removeAfterCommit(committed, [key]);
      expect(await h.app.storage.flushRemovals(committed, true)).toEqual([]);
      expect(bytesExist(key)).toBe(false);
    });
  });
});
