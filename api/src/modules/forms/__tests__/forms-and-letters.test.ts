import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  FORMS_PDF_ONLY_MESSAGE,
  createPetitionCall,
  deleteFilledFormCall,
  downloadAllFormsCall,
  downloadFilledFormsCall,
  pdfFormVersionListCall,
  petitionActivityListCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  updateFormsAndLettersVersionCall,
  uploadFormsAndLettersCall,
  uploadFileCall,
} from 'shared/contract';
import { I129_MAPPING } from 'shared/forms-mappings';
import { withTenant } from '../../../platform/db';
import * as F from '../../../platform/storage/__tests__/fixtures';
import { files } from '../../../platform/storage/storage.table';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';
import { formVersionDeleteGuards } from '../forms.letters';

const LETTER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% Employer support letter\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe.each(testDbKinds())('forms and letters: upload, final version, download, delete (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;
  let otherCaseId: string;
  let bCaseId: string;
  let bVersionId: string;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin = A.admin,
    t: CaseTenant = A,
  ) => h.post(t.t, declaration, payload, login);

  /** Uploads bytes through /s3/upload; answers the storage key. */
  async function upload(bytes: Buffer, fileName: string, login: TestLogin = A.admin, t: CaseTenant = A) {
    const body = F.multipart([{ name: 'file', value: bytes, filename: fileName }]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${uploadFileCall.path}`,
      payload: body.payload,
      headers: { ...body.headers, host: t.t.host, authorization: `Bearer ${login.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.data[0].path as string;
  }

  const addVersion = async (formCode: string, extra: Record<string, unknown> = {}, name = 'letter.pdf') => {
    const res = await post(uploadFormsAndLettersCall, {
      petitionId: caseId,
      key: await upload(LETTER_PDF, name),
      formCode,
      ...extra,
    });
    expect(res.status).toBe(200);
    return res.result;
  };

  const versions = async (id = caseId) => {
    const res = await post(pdfFormVersionListCall, { petitionId: id });
    expect(res.status).toBe(200);
    return res.result.versions as { id: string; formCode: string; version: number; isFinal: boolean }[];
  };

  const fileStatus = (key: string) =>
    withTenant(h.database.db, A.t.id, async (tx) => {
      const [f] = await tx.select({ status: files.status }).from(files).where(eq(files.key, key));
      return f?.status;
    });

  beforeAll(async () => {
    const create = (t: CaseTenant) =>
      post(
        createPetitionCall,
        { typeId: 1, subTypeId: 1, petitionerId: t.companyId, beneficiaryId: t.beneficiaryId },
        t.admin,
        t,
      );
    caseId = (await create(A)).result.id;
    otherCaseId = (await create(A)).result.id;
    bCaseId = (await create(B)).result.id;
    const bKey = await upload(LETTER_PDF, 'b-letter.pdf', B.admin, B);
    const bv = await post(
      uploadFormsAndLettersCall,
      { petitionId: bCaseId, key: bKey, formCode: 'Support letter', category: 'letter' },
      B.admin,
      B,
    );
    expect(bv.status).toBe(200);
    bVersionId = bv.result.id;
  });

  it('adds uploaded PDFs as versions of a named letter and of a USCIS form code', async () => {
    const v1 = await addVersion('Employer support letter', { category: 'letter' }, 'support-v1.pdf');
    expect(v1).toMatchObject({
      petitionId: caseId,
      formCode: 'Employer support letter',
      version: 1,
      edition: '',
      source: 'uploaded',
      category: 'letter',
      isFinal: false,
      createdByName: expect.any(String),
    });
    expect(v1.file.name).toBe('support-v1.pdf');
    // The same name (any case, extra spaces) adds a version of it and keeps its category.
    const v2 = await addVersion('employer  SUPPORT letter', {}, 'support-v2.pdf');
    expect(v2).toMatchObject({ formCode: 'Employer support letter', version: 2, category: 'letter' });
    // A USCIS form code: the mapped form, its edition, a form.
    const i129 = await addVersion('i-129', { markFinal: true }, 'i-129-hand-edited.pdf');
    expect(i129).toMatchObject({ formCode: 'I-129', edition: I129_MAPPING.edition, category: 'form', isFinal: true });
    expect(i129.finalAt).toEqual(expect.any(String));
    const list = await versions();
    expect(list.map((v) => `${v.formCode} v${v.version}`).sort()).toEqual([
      'Employer support letter v1',
      'Employer support letter v2',
      'I-129 v1',
    ]);
    // Recorded in the case activity log.
    const log = await post(petitionActivityListCall, { petitionId: caseId });
    expect(log.result.data.map((e: { note: string | null }) => e.note)).toContain(
      'Uploaded I-129 version 1 (i-129-hand-edited.pdf), marked final',
    );
  });

  it('refuses files that are not PDFs, letters under a form code, and files already used', async () => {
    const png = await upload(F.PNG, 'scan.png');
    const wrongType = await post(uploadFormsAndLettersCall, {
      petitionId: caseId,
      key: png,
      formCode: 'Cover letter',
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.error.issues).toEqual([{ path: 'key', message: FORMS_PDF_ONLY_MESSAGE }]);

    const key = await upload(LETTER_PDF, 'x.pdf');
    const asLetter = await post(uploadFormsAndLettersCall, {
      petitionId: caseId,
      key,
      formCode: 'I-129',
      category: 'letter',
    });
    expect(asLetter.status).toBe(422);
    const noName = await post(uploadFormsAndLettersCall, { petitionId: caseId, key, formCode: ' ' });
    expect(noName.status).toBe(422);

    const ok = await post(uploadFormsAndLettersCall, { petitionId: caseId, key, formCode: 'Cover letter' });
    expect(ok.status).toBe(200);
    const again = await post(uploadFormsAndLettersCall, {
      petitionId: caseId,
      key,
      formCode: 'Cover letter',
    });
    expect(again.status).toBe(409);
    const otherCase = await post(uploadFormsAndLettersCall, {
      petitionId: otherCaseId,
      key,
      formCode: 'Cover letter',
    });
    expect(otherCase.status).toBe(409);
    const unknownKey = await post(uploadFormsAndLettersCall, {
      petitionId: caseId,
      key: key.replace(/[^/]+\.pdf$/, '00000000-0000-4000-8000-000000000000.pdf'),
      formCode: 'Cover letter',
    });
    expect(unknownKey.status).toBe(404);
  });

  it('keeps one final version per form: marking another one unmarks the first', async () => {
    const letters = (await versions()).filter((v) => v.formCode === 'Employer support letter');
    const [v2, v1] = letters; // newest first
    const m1 = await post(updateFormsAndLettersVersionCall, {
      petitionId: caseId,
      versionId: v1!.id,
      isFinal: true,
    });
    expect(m1.status).toBe(200);
    expect(m1.result).toMatchObject({ isFinal: true, finalByName: expect.any(String) });
    const m2 = await post(updateFormsAndLettersVersionCall, {
      petitionId: caseId,
      versionId: v2!.id,
      isFinal: true,
    });
    expect(m2.status).toBe(200);
    const after = await versions();
    expect(after.filter((v) => v.formCode === 'Employer support letter' && v.isFinal).map((v) => v.id)).toEqual([
      v2!.id,
    ]);
    // The I-129 final stays final: one per form code.
    expect(after.find((v) => v.formCode === 'I-129')!.isFinal).toBe(true);
    const un = await post(updateFormsAndLettersVersionCall, {
      petitionId: caseId,
      versionId: v2!.id,
      isFinal: false,
    });
    expect(un.result).toMatchObject({ isFinal: false, finalAt: null });
    const re = await post(updateFormsAndLettersVersionCall, {
      petitionId: caseId,
      versionId: v2!.id,
      isFinal: true,
    });
    expect(re.status).toBe(200);

    const unknown = await post(updateFormsAndLettersVersionCall, {
      petitionId: caseId,
      versionId: '00000000-0000-4000-8000-000000000000',
      isFinal: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('Form version not found');
    const wrongCase = await post(updateFormsAndLettersVersionCall, {
      petitionId: otherCaseId,
      versionId: v2!.id,
      isFinal: true,
    });
    expect(wrongCase.status).toBe(404);
  });

  it('downloads one version as a signed address, several as a zip, and all forms with the final versions', async () => {
    const list = await versions();
    const final = list.find((v) => v.formCode === 'Employer support letter' && v.isFinal)!;
    const one = await post(downloadFilledFormsCall, { petitionId: caseId, versionIds: [final.id] });
    expect(one.status).toBe(200);
    expect(one.result).toMatchObject({ kind: 'url', fileName: 'support-v2.pdf' });
    expect(one.result.url).toEqual(expect.any(String));

    const ids = list.filter((v) => v.formCode !== 'Cover letter').map((v) => v.id);
    const many = await post(downloadFilledFormsCall, { petitionId: caseId, versionIds: ids });
    expect(many.status).toBe(200);
    expect(many.result).toMatchObject({ kind: 'zip', mimeType: 'application/zip', rowCount: 3 });
    const entries = unzipSync(Buffer.from(many.result.contentBase64, 'base64'));
    expect(Object.keys(entries).sort()).toEqual(['i-129-hand-edited.pdf', 'support-v1.pdf', 'support-v2.pdf']);

    const none = await post(downloadFilledFormsCall, { petitionId: caseId, versionIds: [] });
    expect(none.status).toBe(422);
    const foreign = await post(downloadFilledFormsCall, {
      petitionId: otherCaseId,
      versionIds: [final.id],
    });
    expect(foreign.status).toBe(404);

    // Download all forms: per form the final version (support-v2), else the latest.
    const all = await post(downloadAllFormsCall, { petitionId: caseId });
    expect(all.status).toBe(200);
    const allEntries = Object.keys(unzipSync(Buffer.from(all.result.contentBase64, 'base64'))).sort();
    expect(allEntries).toEqual(['i-129-hand-edited.pdf', 'support-v2.pdf', 'x.pdf']);
  });

  it('deletes a version with its stored file, logs it, and lets a registered check refuse', async () => {
    const list = await versions();
    const v1 = list.find((v) => v.formCode === 'Employer support letter' && v.version === 1)!;
    const key = (await post(pdfFormVersionListCall, { petitionId: caseId })).result.versions.find(
      (v: { id: string }) => v.id === v1.id,
    ).file.path as string;

    const guard = async (_tx: unknown, v: { id: string }) =>
      v.id === v1.id ? 'This version is out for signature.' : null;
    formVersionDeleteGuards.push(guard);
    try {
      const refused = await post(deleteFilledFormCall, { petitionId: caseId, versionId: v1.id });
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe('This version is out for signature.');
    } finally {
      formVersionDeleteGuards.splice(formVersionDeleteGuards.indexOf(guard), 1);
    }

    const res = await post(deleteFilledFormCall, { petitionId: caseId, versionId: v1.id });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({ deleted: true });
    expect(await fileStatus(key)).toBe('deleted');
    await expect(h.app.storage.get(key)).rejects.toThrow();
    expect((await versions()).map((v) => v.id)).not.toContain(v1.id);
    const again = await post(deleteFilledFormCall, { petitionId: caseId, versionId: v1.id });
    expect(again.status).toBe(404);
    const log = await post(petitionActivityListCall, { petitionId: caseId });
    expect(log.result.data.map((e: { note: string | null }) => e.note)).toContain(
      'Deleted uploaded Employer support letter version 1 (support-v1.pdf)',
    );
  });

  it("answers 404 for another tenant's case or version, and 403/404 to users who may not manage forms", async () => {
    const key = await upload(LETTER_PDF, 'y.pdf');
    const calls: [AnyCallDeclaration, Record<string, unknown>][] = [
      [uploadFormsAndLettersCall, { petitionId: bCaseId, key, formCode: 'Cover letter' }],
      [updateFormsAndLettersVersionCall, { petitionId: bCaseId, versionId: bVersionId, isFinal: true }],
      [downloadFilledFormsCall, { petitionId: bCaseId, versionIds: [bVersionId] }],
      [deleteFilledFormCall, { petitionId: bCaseId, versionId: bVersionId }],
    ];
    for (const [declaration, payload] of calls) {
      const path = declaration.path;
      const res = await post(declaration, unchecked(payload));
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    // B's version id under A's own case.
    for (const [declaration, payload] of [
      [updateFormsAndLettersVersionCall, { petitionId: caseId, versionId: bVersionId, isFinal: true }],
      [downloadFilledFormsCall, { petitionId: caseId, versionIds: [bVersionId] }],
      [deleteFilledFormCall, { petitionId: caseId, versionId: bVersionId }],
    ] as const) {
      const path = declaration.path;
      const res = await post(declaration, unchecked(payload));
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    // Another tenant's storage key is refused before any lookup.
    const bKey = await upload(LETTER_PDF, 'b2.pdf', B.admin, B);
    const foreignKey = await post(uploadFormsAndLettersCall, {
      petitionId: caseId,
      key: bKey,
      formCode: 'Cover letter',
    });
    expect(foreignKey.status).toBe(403);
    // B's version is untouched.
    const bList = await post(pdfFormVersionListCall, { petitionId: bCaseId }, B.admin, B);
    expect(bList.result.versions).toHaveLength(1);

    const petitioner = await post(
      uploadFormsAndLettersCall,
      { petitionId: caseId, key, formCode: 'Cover letter' },
      A.petitioner,
    );
    expect(petitioner.status).toBe(403);
    const unassigned = await post(deleteFilledFormCall, { petitionId: caseId, versionId: bVersionId }, A.paralegal2);
    expect(unassigned.status).toBe(404);
  });
});
