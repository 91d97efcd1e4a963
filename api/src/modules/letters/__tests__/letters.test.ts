import {
  createPetitionCall,
  formGroupDeleteCall,
  formGroupListCall,
  formGroupSaveCall,
  generateLetterCall,
  letterCategoryDeleteCall,
  letterCategoryListCall,
  letterCategorySaveCall,
  letterListCall,
  letterPreviewCall,
  letterTemplateCreateCall,
  letterTemplateDeleteCall,
  letterTemplateDetailsCall,
  letterTemplateListCall,
  letterTemplateUpdateCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import nodeModule from 'node:module';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { TCaseLetter, TFormGroup, TLetterTemplate, TLetterTemplateSummary } from 'shared/contract';
import { DEFAULT_LETTER_TEMPLATES, docFromText, type RichTextDoc } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { files } from '../../../platform/storage/storage.table';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';
import { letterDocDefinition } from '../letters.pdf';

/** pdfjs-dist is an ES module: under jest it is loaded through Node's own loader (ADR 0003). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  const pdfjs = load(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'), null, false) as {
    getDocument(src: { data: Uint8Array; useSystemFonts?: boolean; disableFontFace?: boolean }): {
      promise: Promise<PdfDoc>;
    };
  };
  interface PdfDoc {
    numPages: number;
    getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string }[] }> }>;
  }
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    out.push((await page.getTextContent()).items.map((it) => it.str ?? '').join(' '));
  }
  return out.join('\n');
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
}

describe.each(testDbKinds())('letters (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;
  let bCaseId: string;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
    t: CaseTenant = A,
  ) => h.post(t.t, declaration, payload, login);
  const list = async (payload: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const r = await post(letterTemplateListCall, { page: 1, perpage: 25, ...payload }, login);
    expect(r.status).toBe(200);
    return r.result as { data: TLetterTemplateSummary[]; count: number };
  };
  const templateByKind = async (k: string, t: CaseTenant = A) =>
    (await h.post(t.t, letterTemplateListCall, unchecked({ page: 1, perpage: 100, kind: k }), t.admin)).result
      .data[0] as TLetterTemplateSummary;

  beforeAll(async () => {
    caseId = (
      await post(
        createPetitionCall,
        {
          typeId: 1,
          subTypeId: 1,
          petitionerId: A.companyId,
          beneficiaryId: A.beneficiaryId,
          title: 'Senior Data Engineer',
          attorneyId: A.attorney.userId,
          paralegalId: A.paralegal.userId,
        },
        A.admin,
      )
    ).result.id;
    bCaseId = (
      await post(
        createPetitionCall,
        { typeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId },
        B.admin,
        B,
      )
    ).result.id;
  });

  describe('templates', () => {
    it('starts every firm with the four default templates, searchable, sortable and paged', async () => {
      const all = await list();
      expect(all.count).toBe(4);
      expect(all.data.map((t) => t.name)).toEqual([
        'Employment verification letter',
        'H-1B support letter',
        'Offer letter',
        'RFE response cover letter',
      ]);
      expect(all.data.find((t) => t.kind === 'support_letter')).toMatchObject({
        defaultKind: 'support_letter',
        categoryName: 'Support letters',
        caseTypeIds: [1],
        letterhead: false,
      });
      expect((await list({ search: 'offer' })).data.map((t) => t.name)).toEqual(['Offer letter']);
      const desc = await list({ sort: { field: 'name', order: -1 }, perpage: 2, page: 2 });
      expect(desc).toMatchObject({ count: 4 });
      expect(desc.data.map((t) => t.name)).toEqual(['H-1B support letter', 'Employment verification letter']);
      // L-1 (type 2): the templates for every type plus the offer letter (types 1 and 2), not the H-1B support letter.
      expect((await list({ caseTypeId: 2 })).data.map((t) => t.kind).sort()).toEqual([
        'employer_letter',
        'offer_letter',
        'rfe_cover_letter',
      ]);
      // Another tenant has its own four.
      expect((await h.post(B.t, letterTemplateListCall, { page: 1, perpage: 25 }, B.admin)).result.count).toBe(4);
    });

    it('details give the body, its placeholders and the groups that list it', async () => {
      const support = await templateByKind('support_letter');
      const r = await post(letterTemplateDetailsCall, { id: support.id }, A.paralegal);
      expect(r.status).toBe(200);
      const t = r.result as TLetterTemplate;
      expect(t.body).toEqual(DEFAULT_LETTER_TEMPLATES[0]!.body);
      expect(t.placeholders).toContain('beneficiary.fullName');
      expect(t.groupNames).toEqual(['H-1B petition packet']);
      // A seeded default has no editor: the screens show its date alone, never "by Passage" (white label).
      expect(t.updatedByName).toBeNull();
    });

    it('creates, updates and deletes; refuses unknown placeholders, duplicate names, stale saves and foreign categories', async () => {
      const cats = (await post(letterCategoryListCall, { kind: 'letter' }, A.admin)).result.data as {
        id: string;
        name: string;
      }[];
      const cover = cats.find((c) => c.name === 'Cover letters')!;
      const body = docFromText('Re: {{beneficiary.fullName}} for {{petitioner.name}}\nCase {{case.caseNumber}}');
      const created = await post(
        letterTemplateCreateCall,
        { name: 'H-4 cover letter', kind: 'other', categoryId: cover.id, caseTypeIds: [4], letterhead: true, body },
        A.attorney,
      );
      expect(created.status).toBe(200);
      expect(created.result).toMatchObject({
        name: 'H-4 cover letter',
        categoryName: 'Cover letters',
        placeholders: ['beneficiary.fullName', 'petitioner.name', 'case.caseNumber'],
        defaultKind: null,
      });

      const fromDefault = await post(
        letterTemplateCreateCall,
        { name: 'Offer letter (L-1)', kind: 'offer_letter', fromDefault: 'offer_letter', caseTypeIds: [2] },
        A.admin,
      );
      expect(fromDefault.result).toMatchObject({
        defaultKind: 'offer_letter',
        body: DEFAULT_LETTER_TEMPLATES[2]!.body,
      });

      const unknown = await post(
        letterTemplateCreateCall,
        { name: 'Bad', kind: 'other', body: docFromText('Hi {{beneficiary.favouriteColour}}') },
        A.admin,
      );
      expect(unknown.status).toBe(422);
      expect(unknown.error.message).toBe(
        'Unknown placeholder {{beneficiary.favouriteColour}}. Insert placeholders from the "Insert placeholder" menu.',
      );

      const dup = await post(letterTemplateCreateCall, { name: 'h-4 COVER letter', kind: 'other' }, A.admin);
      expect(dup.status).toBe(409);
      expect(dup.error.message).toBe('A letter template named "h-4 COVER letter" already exists.');

      const image = await post(
        letterTemplateCreateCall,
        { name: 'Img', kind: 'other', body: { type: 'doc', content: [{ type: 'image', attrs: { src: 'http://x' } }] } },
        A.admin,
      );
      expect(image.status).toBe(422);

      const bCat = (await h.post(B.t, letterCategoryListCall, { kind: 'letter' }, B.admin)).result.data[0].id;
      const foreign = await post(
        letterTemplateCreateCall,
        { name: 'Foreign cat', kind: 'other', categoryId: bCat },
        A.admin,
      );
      expect(foreign.status).toBe(422);
      expect(foreign.error.message).toBe('Pick a letter category.');

      const id = created.result.id as string;
      const stamp = created.result.updatedAt as string;
      const upd = await post(
        letterTemplateUpdateCall,
        {
          id,
          name: 'H-4 dependent cover letter',
          body: docFromText('Dear {{beneficiary.firstName}}'),
          expectedUpdatedAt: stamp,
        },
        A.admin,
      );
      expect(upd.status).toBe(200);
      expect(upd.result).toMatchObject({ name: 'H-4 dependent cover letter', placeholders: ['beneficiary.firstName'] });
      const stale = await post(letterTemplateUpdateCall, { id, letterhead: false, expectedUpdatedAt: stamp }, A.admin);
      expect(stale.status).toBe(409);
      expect(stale.error.message).toMatch(/saved this template after you opened it/);
      expect((await post(letterTemplateUpdateCall, { id, body: docFromText('{{nope}}') }, A.admin)).status).toBe(422);

      // Deleting takes it out of the groups that list it.
      const group = await post(
        formGroupSaveCall,
        { name: 'H-4 packet', caseTypeId: 4, formCodes: ['I-539'], templateIds: [id] },
        A.admin,
      );
      expect(group.status).toBe(200);
      const del = await post(letterTemplateDeleteCall, { id }, A.admin);
      expect(del.result).toEqual({ deleted: true, removedFromGroups: 1 });
      const groups = (await post(formGroupListCall, { caseTypeId: 4 }, A.admin)).result.data as TFormGroup[];
      expect(groups.find((g) => g.name === 'H-4 packet')!.templates).toEqual([]);
      expect((await post(letterTemplateDetailsCall, { id }, A.admin)).status).toBe(404);
      expect((await post(letterTemplateDeleteCall, { id }, A.admin)).status).toBe(404);
    });

    it('only admins, branch managers and attorneys of the firm change templates; staff read them', async () => {
      const support = await templateByKind('support_letter');
      expect((await post(letterTemplateListCall, { page: 1, perpage: 5 }, A.paralegal)).status).toBe(200);
      for (const who of [A.paralegal, A.supervisor, A.petitioner]) {
        const r = await post(letterTemplateUpdateCall, { id: support.id, letterhead: true }, who);
        expect(r.status).toBe(403);
      }
      expect((await post(letterTemplateListCall, { page: 1, perpage: 5 }, A.petitioner)).status).toBe(403);
      const external = await A.t.login(6, { isExternal: 1 });
      const ext = await post(letterTemplateDetailsCall, { id: support.id }, external);
      expect(ext.status).toBe(403);
      expect(ext.error.message).toBe("Letter templates belong to the law firm's own staff.");
      expect((await post(letterTemplateUpdateCall, { id: support.id, letterhead: true }, A.manager)).status).toBe(200);
    });

    it("another tenant's template is not found for details, update and delete", async () => {
      const bSupport = await templateByKind('support_letter', B);
      for (const [declaration, payload] of [
        [letterTemplateDetailsCall, { id: bSupport.id }],
        [letterTemplateUpdateCall, { id: bSupport.id, name: 'Hijacked' }],
        [letterTemplateDeleteCall, { id: bSupport.id }],
      ] as const) {
        const r = await post(declaration, unchecked(payload), A.admin);
        expect(r.status).toBe(404);
      }
      expect((await h.post(B.t, letterTemplateDetailsCall, { id: bSupport.id }, B.admin)).result.name).toBe(
        'H-1B support letter',
      );
    });
  });

  describe('categories', () => {
    it('lists, adds, renames and deletes; refuses duplicates and deleting a category in use', async () => {
      const all = (await post(letterCategoryListCall, {}, A.admin)).result.data as {
        id: string;
        name: string;
        kind: string;
        templateCount: number;
      }[];
      expect(all.filter((c) => c.kind === 'form').map((c) => c.name)).toEqual([
        'Petition forms',
        'Supplements',
        'Dependent forms',
      ]);
      const support = all.find((c) => c.name === 'Support letters')!;
      expect(support.templateCount).toBe(1);

      const added = await post(letterCategorySaveCall, { name: 'Expert opinion letters', kind: 'letter' }, A.attorney);
      expect(added.status).toBe(200);
      expect(added.result).toMatchObject({ name: 'Expert opinion letters', kind: 'letter', templateCount: 0 });
      const dup = await post(letterCategorySaveCall, { name: 'support LETTERS', kind: 'letter' }, A.admin);
      expect(dup.status).toBe(409);
      expect(dup.error.message).toBe('A letter category named "support LETTERS" already exists.');
      expect(
        (await post(letterCategorySaveCall, { id: added.result.id, name: 'Expert letters', kind: 'letter' }, A.admin))
          .result.name,
      ).toBe('Expert letters');

      const inUse = await post(letterCategoryDeleteCall, { id: support.id }, A.admin);
      expect(inUse.status).toBe(409);
      expect(inUse.error.message).toBe(
        '1 template is filed under "Support letters". Move them to another category first.',
      );
      expect((await post(letterCategoryDeleteCall, { id: added.result.id }, A.admin)).result).toEqual({
        deleted: true,
      });
      expect((await post(letterCategoryDeleteCall, { id: added.result.id }, A.admin)).status).toBe(404);
      expect((await post(letterCategorySaveCall, { name: 'X', kind: 'letter' }, A.paralegal)).status).toBe(403);
    });

    it("another tenant's category is not found", async () => {
      const bCat = (await h.post(B.t, letterCategoryListCall, {}, B.admin)).result.data[0].id;
      expect((await post(letterCategorySaveCall, { id: bCat, name: 'Mine now', kind: 'letter' }, A.admin)).status).toBe(
        404,
      );
      expect((await post(letterCategoryDeleteCall, { id: bCat }, A.admin)).status).toBe(404);
    });
  });

  describe('form groups', () => {
    it('bundles forms and letters per case type, at most 8 per type', async () => {
      const start = (await post(formGroupListCall, { caseTypeId: 1 }, A.paralegal)).result;
      expect(start.maxPerCaseType).toBe(8);
      expect(start.data).toHaveLength(1);
      expect(start.data[0]).toMatchObject({
        name: 'H-1B petition packet',
        caseTypeName: 'H-1B',
        formCodes: ['I-129'],
        categoryName: 'Petition forms',
      });
      expect(start.data[0].templates.map((t: { kind: string }) => t.kind)).toEqual(['support_letter']);

      const offer = await templateByKind('offer_letter');
      for (let i = 2; i <= 8; i++) {
        const r = await post(
          formGroupSaveCall,
          { name: `H-1B packet ${i}`, caseTypeId: 1, formCodes: ['i-129'], templateIds: [offer.id] },
          A.admin,
        );
        expect(r.status).toBe(200);
        expect(r.result.formCodes).toEqual(['I-129']);
      }
      const ninth = await post(
        formGroupSaveCall,
        { name: 'One too many', caseTypeId: 1, formCodes: ['I-129'] },
        A.admin,
      );
      expect(ninth.status).toBe(409);
      expect(ninth.error.message).toBe(
        'H-1B already has 8 form groups, the most a case type can have. Delete or reuse one of them.',
      );
      // Another case type is counted on its own; editing one of the eight is fine.
      expect(
        (await post(formGroupSaveCall, { name: 'L-1 packet', caseTypeId: 2, formCodes: ['I-129'] }, A.admin)).status,
      ).toBe(200);
      const eight = (await post(formGroupListCall, { caseTypeId: 1 }, A.admin)).result.data as TFormGroup[];
      expect(eight).toHaveLength(8);
      const edited = await post(
        formGroupSaveCall,
        { id: eight[1]!.id, name: 'Renamed packet', caseTypeId: 1, formCodes: ['I-129'], description: 'Renamed' },
        A.admin,
      );
      expect(edited.result).toMatchObject({ name: 'Renamed packet', description: 'Renamed' });
      const del = await post(formGroupDeleteCall, { id: eight[1]!.id }, A.admin);
      expect(del.result).toEqual({ deleted: true });
      expect(
        (await post(formGroupSaveCall, { name: 'Now it fits', caseTypeId: 1, formCodes: ['I-129'] }, A.admin)).status,
      ).toBe(200);
    });

    it('refuses unknown forms, foreign templates, duplicate names and empty groups', async () => {
      const bTemplate = await templateByKind('offer_letter', B);
      const bad = await post(
        formGroupSaveCall,
        { name: 'Bad', caseTypeId: 4, formCodes: ['I-999'], templateIds: [bTemplate.id] },
        A.admin,
      );
      expect(bad.status).toBe(422);
      expect(bad.error.issues).toEqual([
        { path: 'formCodes.0', message: 'I-999 is not one of the forms that can be filled in.' },
        { path: 'templateIds.0', message: 'Letter template not found.' },
      ]);
      expect((await post(formGroupSaveCall, { name: 'Empty', caseTypeId: 4 }, A.admin)).status).toBe(422);
      const dup = await post(
        formGroupSaveCall,
        { name: 'h-1b PETITION packet', caseTypeId: 1, formCodes: ['I-129'] },
        A.admin,
      );
      expect(dup.status).toBe(409);
      expect(
        (await post(formGroupSaveCall, { name: 'P', caseTypeId: 4, formCodes: ['I-539'] }, A.paralegal)).status,
      ).toBe(403);
    });

    it("another tenant's group is not found", async () => {
      const bGroup = (await h.post(B.t, formGroupListCall, {}, B.admin)).result.data[0].id;
      expect(
        (await post(formGroupSaveCall, { id: bGroup, name: 'Mine', caseTypeId: 1, formCodes: ['I-129'] }, A.admin))
          .status,
      ).toBe(404);
      expect((await post(formGroupDeleteCall, { id: bGroup }, A.admin)).status).toBe(404);
    });
  });

  describe('case letters', () => {
    it("previews a template with the case's data and lists what the data does not fill", async () => {
      const rfe = await templateByKind('rfe_cover_letter');
      const r = await post(
        letterPreviewCall,
        { petitionId: caseId, templateId: rfe.id, today: '2026-11-22' },
        A.paralegal,
      );
      expect(r.status).toBe(200);
      const text = JSON.stringify(r.result.body);
      expect(text).toContain('November 22, 2026');
      expect(text).toContain('Northwind Analytics Inc.');
      expect(text).toContain('Ananya Iyer');
      expect(text).toContain('{{case.receiptNumber}}');
      expect(r.result.missing).toContainEqual({ key: 'case.receiptNumber', label: 'USCIS receipt number' });
      expect(r.result.letterhead).toMatchObject({ name: expect.any(String) });
      expect(r.result.template).toMatchObject({ kind: 'rfe_cover_letter', letterhead: true });
    });

    it('refuses to generate while placeholders have no value, then generates the edited letter as a PDF file of the case', async () => {
      const rfe = await templateByKind('rfe_cover_letter');
      const refused = await post(generateLetterCall, { petitionId: caseId, templateId: rfe.id }, A.paralegal);
      expect(refused.status).toBe(422);
      expect(refused.error.message).toMatch(
        /^Fill in or remove before generating: USCIS receipt number \(\{\{case\.receiptNumber\}\}\)/,
      );

      const preview = (await post(letterPreviewCall, { petitionId: caseId, templateId: rfe.id }, A.paralegal)).result;
      // Staff type the missing facts in: every remaining placeholder becomes text.
      const edited = JSON.parse(JSON.stringify(preview.body).replace(/\{\{[^}]+\}\}/g, 'WAC2612345678')) as RichTextDoc;
      const gen = await post(generateLetterCall, { petitionId: caseId, templateId: rfe.id, body: edited }, A.paralegal);
      expect(gen.status).toBe(200);
      const letter = gen.result as TCaseLetter;
      expect(letter).toMatchObject({
        petitionId: caseId,
        templateId: rfe.id,
        templateName: 'RFE response cover letter',
        version: 1,
        edited: true,
        kind: 'rfe_cover_letter',
      });
      expect(letter.file.name).toMatch(/^RFE-response-cover-letter-.+-v1\.pdf$/);

      // A real files row of the case (what e-signature signs), with the stored PDF bytes.
      const [file] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(files).where(eq(files.key, letter.file.path)),
      );
      expect(file).toMatchObject({
        petitionId: caseId,
        mimetype: 'application/pdf',
        extn: 'pdf',
        size: letter.file.size,
      });
      const bytes = await readAll(await h.app.storage.get(letter.file.path));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toMatch(/^RFE response cover letter — /);
      // White label: what `pdfinfo` shows is the firm's name, never the product's (pdf-lib rewrites
      // Producer/Creator on load unless told not to, so read the metadata as written).
      const meta = await PDFDocument.load(bytes, { updateMetadata: false });
      const firmName = preview.letterhead.name;
      expect([meta.getAuthor(), meta.getCreator(), meta.getProducer()]).toEqual([firmName, firmName, firmName]);
      expect([meta.getTitle(), meta.getAuthor(), meta.getCreator(), meta.getProducer()].join('|')).not.toMatch(/passage/i);
      const text = await pdfText(bytes);
      expect(text).toContain('Ananya Iyer');
      expect(text).toContain('Northwind Analytics Inc.');
      expect(text).toContain('WAC2612345678');
      expect(text).toContain('Response to Request for Evidence');
      expect(text).toContain(preview.letterhead.name);
    }, 60_000);

    it('generates a template as it is when the data fills it, keeps versions, and lists them newest first', async () => {
      const created = await post(
        letterTemplateCreateCall,
        {
          name: 'Case summary',
          kind: 'other',
          letterhead: true,
          body: docFromText(
            'Beneficiary: {{beneficiary.fullName}}\nEmployer: {{petitioner.name}}\nCase: {{case.caseNumber}}',
          ),
        },
        A.admin,
      );
      const id = created.result.id as string;
      const v1 = await post(generateLetterCall, { petitionId: caseId, templateId: id }, A.attorney);
      expect(v1.status).toBe(200);
      expect(v1.result).toMatchObject({ version: 1, edited: false });
      const v2 = await post(generateLetterCall, { petitionId: caseId, templateId: id }, A.admin);
      expect(v2.result.version).toBe(2);
      const bytes = await readAll(await h.app.storage.get(v2.result.file.path));
      const text = await pdfText(bytes);
      expect(text).toContain('Beneficiary: Ananya Iyer');
      // The letterhead: the firm's (tenant's) name above the letter.
      const tenantName = (await h.post(A.t, letterPreviewCall, { petitionId: caseId, templateId: id }, A.admin)).result
        .letterhead.name as string;
      expect(text.indexOf(tenantName)).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(tenantName)).toBeLessThan(text.indexOf('Beneficiary: Ananya Iyer'));

      const all = (await post(letterListCall, { petitionId: caseId }, A.paralegal)).result.data as TCaseLetter[];
      expect(all.length).toBeGreaterThanOrEqual(3);
      const mine = (await post(letterListCall, { petitionId: caseId, templateId: id }, A.paralegal)).result
        .data as TCaseLetter[];
      expect(mine.map((l) => l.version)).toEqual([2, 1]);
      expect(mine[0]!.createdByName).toBeTruthy();
    }, 60_000);

    it('refuses unknown placeholders in an edited letter, roles that may not generate, and other tenants’ cases and templates', async () => {
      const support = await templateByKind('support_letter');
      const unknown = await post(
        generateLetterCall,
        { petitionId: caseId, templateId: support.id, body: docFromText('{{made.up}}') },
        A.admin,
      );
      expect(unknown.status).toBe(422);
      expect(unknown.error.message).toBe(
        'Unknown placeholder {{made.up}}. Insert placeholders from the "Insert placeholder" menu.',
      );

      const readOnly = await A.t.login(13);
      expect((await post(generateLetterCall, { petitionId: caseId, templateId: support.id }, readOnly)).status).toBe(
        403,
      );
      expect((await post(letterPreviewCall, { petitionId: caseId, templateId: support.id }, A.petitioner)).status).toBe(
        403,
      );
      const external = await A.t.login(6, { isExternal: 1 });
      const ext = await post(letterListCall, { petitionId: caseId }, external);
      expect(ext.status).toBe(403);
      // An unassigned paralegal does not see the case.
      expect((await post(letterListCall, { petitionId: caseId }, A.paralegal2)).status).toBe(404);

      const bSupport = await templateByKind('support_letter', B);
      expect((await post(letterPreviewCall, { petitionId: bCaseId, templateId: support.id }, A.admin)).status).toBe(
        404,
      );
      expect((await post(letterPreviewCall, { petitionId: caseId, templateId: bSupport.id }, A.admin)).status).toBe(
        404,
      );
      expect((await post(generateLetterCall, { petitionId: bCaseId, templateId: support.id }, A.admin)).status).toBe(
        404,
      );
      expect((await post(generateLetterCall, { petitionId: caseId, templateId: bSupport.id }, A.admin)).status).toBe(
        404,
      );
      expect((await post(letterListCall, { petitionId: bCaseId }, A.admin)).status).toBe(404);
    });
  });

  it('draws the letter as a pdfmake document: letterhead, headings, marks, lists, breaks', () => {
    const def = letterDocDefinition({
      title: 'T',
      author: 'Firm',
      letterhead: {
        name: 'Demo Immigration Law LLP',
        address: '1100 Connecticut Ave NW, Washington, DC 20036',
        contact: null,
      },
      body: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The Position' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Bold', marks: [{ type: 'bold' }, { type: 'underline' }] },
              { type: 'hardBreak' },
              { type: 'text', text: 'next', marks: [{ type: 'italic' }] },
            ],
          },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [
              { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item' }] }] },
            ],
          },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
          { type: 'paragraph' },
        ],
      },
    });
    const content = def.content as unknown[];
    expect(content[0]).toEqual({ text: 'Demo Immigration Law LLP', style: 'firm' });
    expect(content[1]).toEqual({ text: '1100 Connecticut Ave NW, Washington, DC 20036', style: 'firmLine' });
    expect(content[3]).toEqual({ text: ['The Position'], style: 'h2' });
    expect(content[4]).toEqual({
      text: [{ text: 'Bold', bold: true, decoration: 'underline' }, '\n', { text: 'next', italics: true }],
      margin: [0, 0, 0, 10],
    });
    expect(content[5]).toMatchObject({ ol: [{ text: ['Item'] }], start: 3 });
    expect(content[6]).toMatchObject({ ul: [{ text: ' ' }] });
    expect(def.pageSize).toBe('LETTER');
  });
});
