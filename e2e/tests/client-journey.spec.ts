import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import {
  CASE_TYPE,
  DEMO_LOGINS,
  documentLabel,
  isQuestionnaireFieldRequired,
  type TAnswers,
  type TQuestionnaireField,
} from 'shared/domain';
import { I129_MAPPING } from 'shared/forms-mappings';
import { apiCall, signInViaForm } from '../support/identity';
import { latestMailLink, pathOf, uniqueEmail } from '../support/people';
import { pageAs as pageAsRole, roleOfEmail } from '../support/auth';
import { signIn } from '../support/signIn';

/*
 * Issue 8's client journey (docs/questionnaires.md, docs/documents.md, docs/forms.md, docs/esign.md):
 * the attorney sends the H-1B questionnaire in Spanish; the client opens the mailed link on a phone,
 * answers in Spanish, uploads the passport and submits; the attorney accepts the passport in the
 * case's documents, generates the I-129, and requests the petitioner's signature; the petitioner
 * signs through the mailed link; the signed PDF, one page longer (the certificate), is in the case
 * and the verification page recognises it.
 */

const login = (roleId: number) => {
  const l = DEMO_LOGINS.find((x) => x.tenant === 'demo' && x.roleId === roleId);
  if (!l) throw new Error(`no demo login with role ${roleId}`);
  return l;
};
const ATTORNEY = login(6);

const PHONE = { width: 390, height: 844 };
const isoDay = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A small real PDF (the server checks the bytes, not the name). */
const pdfBytes = (title: string): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\ntrailer\n<< /Root 1 0 R /Info << /Title (${title}) >> >>\n%%EOF\n`,
  );

/** A page of its own browser context, signed in as `email`: the setup project's stored session when it keeps one. */
async function pageAs(browser: Browser, email: string): Promise<Page> {
  const role = roleOfEmail(email);
  if (role) return pageAsRole(browser, role);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The link calls take the token in the payload; the client's page holds no session. */
const linkCall = <T>(page: Page, path: string, payload: Record<string, unknown>) => apiCall<T>(page, path, payload);

/** Answers for every field the client does not fill by hand: the firm pre-fills what it knows. */
function prefilledAnswers(
  fields: TQuestionnaireField[],
  skip: ReadonlySet<string>,
  file: { key: string; name: string },
): TAnswers {
  const a: TAnswers = {};
  for (const f of fields) {
    if (skip.has(f.key)) continue;
    const yesNo = (f.options ?? []).some((o) => o.value === 'no');
    switch (f.type) {
      case 'email':
        a[f.key] = 'cliente@example.test';
        break;
      case 'phone':
        a[f.key] = '+1 202 555 0143';
        break;
      case 'date':
        // An end date must come after its start date (issue 20 point 6).
        a[f.key] = /endDate$/.test(f.key) ? '2023-01-14' : '2020-01-15';
        break;
      case 'number':
        a[f.key] = String(f.min ?? 40);
        break;
      case 'select':
      case 'radio':
        a[f.key] = yesNo ? 'no' : f.options![0]!.value;
        break;
      case 'checkbox':
        a[f.key] = f.options?.length ? [f.options[0]!.value] : true;
        break;
      case 'country':
        a[f.key] = 'India';
        break;
      case 'file':
        if (isQuestionnaireFieldRequired(f)) a[f.key] = [file];
        break;
      default:
        a[f.key] = 'Dato de prueba';
    }
  }
  return a;
}

test('the client journey: Spanish questionnaire on a phone, passport, I-129, petitioner e-signature', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  // Mails to the demo attorney before this point (an earlier try) are not this journey's.
  const journeyStart = new Date();
  const attorney = await pageAs(browser, ATTORNEY.email);

  // The attorney opens an H-1B case for a demo beneficiary of a demo petitioner.
  const attorneyId = await attorney.evaluate(
    () => (JSON.parse(localStorage.getItem('passage.user') ?? '{}') as { userId?: string }).userId,
  );
  const bens = await apiCall<{ data: { id: string; companyId: string | null }[] }>(attorney, '/beneficiary/list', {
    perpage: 100,
    matcher: { relation: 'principal' },
  });
  const ben = bens.body.result?.data.find((b) => b.companyId);
  expect(ben, 'a demo beneficiary of a demo petitioner').toBeTruthy();
  const created = await apiCall<{ id: string; caseNumber: string }>(attorney, '/petition/create', {
    typeId: CASE_TYPE.H1B,
    subTypeId: 1,
    petitionerId: ben!.companyId,
    beneficiaryId: ben!.id,
    attorneyId,
    deadlineDate: isoDay(60),
  });
  expect(created.status).toBe(200);
  const caseId = created.body.result!.id;
  const caseNumber = created.body.result!.caseNumber;

  // 1. The attorney sends the questionnaire, in Spanish, to the client's address.
  const clientEmail = uniqueEmail('cliente');
  await attorney.goto(`/questionnaire/${caseId}`);
  await attorney.getByRole('button', { name: 'Send questionnaire' }).click({ timeout: 45_000 });
  const send = attorney.getByRole('dialog', { name: 'Send the questionnaire' });
  await send.getByLabel(/^Send to/).fill(clientEmail);
  await send.getByLabel("Client's language").selectOption('es');
  await send.getByRole('button', { name: 'Send link' }).click();
  await expect(send).toBeHidden();
  const link = pathOf(await latestMailLink(clientEmail));
  expect(link).toContain('lang=es');
  const token = new URL(link, 'http://x').searchParams.get('token') ?? link.split('/').pop()!.split('?')[0]!;

  // 2. The client, on a phone, with no account: the page opens in Spanish.
  const clientContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const client = await clientContext.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: `Cuestionario del beneficiario H-1B — ${caseNumber}` })).toBeVisible(
    {
      timeout: 45_000,
    },
  );
  await expect(client.getByLabel('Idioma')).toHaveValue('es');

  // The firm pre-filled what it knew (through the same link's draft save); the client adds the
  // passport number and the passport copy by hand.
  const details = await linkCall<{ fields: TQuestionnaireField[] }>(client, '/questionnaire/fill-details', { token });
  expect(details.status).toBe(200);
  const resume = await linkCall<{ key: string; name: string }>(client, '/questionnaire/fill-upload', {
    token,
    fileName: 'curriculum.pdf',
    contentBase64: pdfBytes('Curriculum').toString('base64'),
  });
  expect(resume.status).toBe(200);
  const byHand = new Set(['beneficiary.passport.number', 'beneficiary.passport.copy']);
  const saved = await linkCall(client, '/questionnaire/fill-save', {
    token,
    answers: prefilledAnswers(details.body.result!.fields, byHand, resume.body.result!),
  });
  expect(saved.status).toBe(200);
  await client.reload();

  const next = client.getByRole('button', { name: 'Guardar y continuar' });
  // Coming back by the link, the client resumes at the first step not done (issue 20 point 6).
  await expect(client.locator('li[aria-current="step"]')).toContainText('Pasaporte y viajes');
  // Leaving the passport step incomplete is refused with the SPEC §5 messages, in Spanish.
  await next.click();
  await expect(client.getByText('Corrija los campos marcados.')).toBeVisible();
  // The firm knew the passport number (the beneficiary's profile): it is filled in (issue 20
  // point 6), so only the copy is missing, with the SPEC §5 documents message in Spanish.
  await expect(client.getByLabel(/^Número de pasaporte/)).not.toHaveValue('');
  await expect(client.getByText('Copia del pasaporte (página de datos) es obligatorio')).toBeVisible();
  await client.getByLabel(/^Número de pasaporte/).fill('Z8123456');
  // The drop zone (a button) takes the file through its input.
  await expect(
    client.locator('[role="button"][aria-label="Subir Copia del pasaporte (página de datos)"]'),
  ).toBeVisible();
  await client.locator('input[type="file"][aria-label="Subir Copia del pasaporte (página de datos)"]').setInputFiles({
    name: 'pasaporte.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Pasaporte'),
  });
  await expect(client.getByRole('button', { name: 'Quitar pasaporte.pdf' })).toBeVisible();
  // On through the pre-filled steps to the declaration and the review, then submit.
  const submit = client.getByRole('button', { name: 'Enviar' });
  for (let i = 0; i < 8 && !(await submit.isVisible()); i += 1) {
    await next.click();
    await expect(client.getByText('Borrador guardado')).toBeVisible();
  }
  await expect(client.getByRole('group', { name: 'Revisión' })).toContainText('Z8123456');
  await submit.click();
  await expect(client.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();

  // 3. The attorney accepts the passport, which waits in the case's documents.
  await attorney.goto(`/petition-details/${caseId}?tab=Documents`);
  const passportFiles = attorney.getByRole('list', { name: `${documentLabel('passport_bio_page')} files` });
  await passportFiles.getByRole('button', { name: 'Accept pasaporte.pdf' }).click({ timeout: 45_000 });
  await expect(passportFiles.getByRole('button', { name: 'Accept pasaporte.pdf' })).toBeHidden();

  // 4. The attorney generates the I-129 from the case, the petitioner and the answers.
  await attorney.goto(`/petition-details/${caseId}?tab=Forms`);
  await attorney.getByRole('button', { name: 'Generate I-129' }).click({ timeout: 45_000 });
  await expect(attorney.getByRole('button', { name: 'Generating…' })).toBeHidden({ timeout: 60_000 });
  const versions = await apiCall<{ versions: { formCode: string; file: { id: string; name: string } }[] }>(
    attorney,
    '/petition/pdf-form-version-list',
    { petitionId: caseId },
  );
  const i129 = versions.body.result?.versions.find((v) => v.formCode === 'I-129');
  expect(i129, 'a generated I-129 version').toBeTruthy();

  // 5. ... and asks the petitioner's signatory to sign it.
  const signerEmail = uniqueEmail('signatory', 'petitioner.test');
  await attorney.reload();
  await attorney.getByRole('button', { name: 'Request petitioner signature' }).click({ timeout: 45_000 });
  const request = attorney.getByRole('dialog', { name: 'Request petitioner signature' });
  await request
    .getByRole('checkbox', { name: new RegExp(i129!.file.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .check();
  await request.getByLabel(/^Signer name/).fill('Dana Whitfield');
  await request.getByLabel(/^Signer e-mail/).fill(signerEmail);
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request).toBeHidden();
  const requests = attorney.getByRole('list', { name: 'Signature requests' });
  await expect(requests.getByRole('listitem', { name: `${i129!.file.name}: Sent` })).toBeVisible();

  // 6. The signatory opens the mailed link on a phone, consents, types the signature and signs.
  const signLink = pathOf(await latestMailLink(signerEmail));
  expect(signLink).toContain('/auth/sign-document');
  const signerContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const signer = await signerContext.newPage();
  await signer.goto(signLink);
  // The document is drawn by pdf.js into the page (issue 20 point 3): phones have no PDF plugin and
  // the CSP has object-src 'none'; its worker comes from our own origin.
  const toSign = signer.getByRole('img', { name: new RegExp(`^Document: .*, page 1 of \\d+$`) });
  await expect(toSign).toBeVisible({ timeout: 45_000 });
  await expect
    .poll(() => toSign.evaluate((c) => (c as HTMLCanvasElement).width), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await signer.getByLabel('I agree to sign electronically').check({ timeout: 45_000 });
  await signer.getByRole('tab', { name: 'Type' }).click();
  await signer.getByLabel('Type your full name').fill('Dana Whitfield');
  await signer.getByRole('button', { name: 'Sign document' }).click();
  await signer.waitForURL(/\/auth\/on-esign-complete\?status=signed/);
  await expect(signer.getByRole('heading', { name: 'Thank you — the document is signed' })).toBeVisible({
    timeout: 45_000,
  });
  // The signer keeps the signed copy (issue 20 point 7).
  await expect(signer.getByRole('link', { name: 'Download your signed copy (PDF)' })).toHaveAttribute(
    'download',
    /\(signed\)\.pdf$/,
  );
  // The link is used up.
  await signer.goto(signLink);
  await expect(signer.getByRole('button', { name: 'Sign document' })).toHaveCount(0);

  // 7. The signed PDF, with its certificate page, is in the case; the verification page knows it.
  await attorney.reload();
  await expect(requests.getByRole('listitem', { name: `${i129!.file.name}: Signed` })).toBeVisible({ timeout: 45_000 });
  const list = await apiCall<{
    data: { status: string; petitionerSignedFile: { path: string; name: string } | null; document: { path: string } }[];
  }>(attorney, '/petition/sign-request-list', { petitionId: caseId });
  const signed = list.body.result!.data.find((r) => r.status === 'signed');
  expect(signed?.petitionerSignedFile).toBeTruthy();
  // The signed PDF previews in the page: pdf.js draws its first page into a canvas (issue 20 point 3).
  await requests
    .getByRole('listitem', { name: `${i129!.file.name}: Signed` })
    .getByRole('button', { name: 'Preview signed PDF' })
    .click();
  const preview = attorney.getByRole('dialog', { name: signed!.petitionerSignedFile!.name });
  const signedCanvas = preview.getByRole('img', { name: /, page 1 of \d+$/ });
  await expect(signedCanvas).toBeVisible({ timeout: 45_000 });
  await expect
    .poll(() => signedCanvas.evaluate((c) => (c as HTMLCanvasElement).width), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(preview.getByText('This browser cannot show PDFs here')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByRole('img', { name: /, page 2 of \d+$/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  const bytesOf = (key: string) =>
    attorney.evaluate(
      async ({ key, petitionId }) => {
        const token = localStorage.getItem('passage.token');
        const res = await fetch('/api/s3/get-signed-url', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ keyName: key, petitionId }),
        });
        const url = ((await res.json()) as { result: { data: string } }).result.data;
        const buf = new Uint8Array(await (await fetch(url)).arrayBuffer());
        let bin = '';
        for (const b of buf) bin += String.fromCharCode(b);
        return btoa(bin);
      },
      { key, petitionId: caseId },
    );
  const original = await PDFDocument.load(Buffer.from(await bytesOf(signed!.document.path), 'base64'));
  const signedBytes = Buffer.from(await bytesOf(signed!.petitionerSignedFile!.path), 'base64');
  const signedPdf = await PDFDocument.load(signedBytes);
  expect(signedPdf.getPageCount()).toBe(original.getPageCount() + 1);
  // The client's answers reached the I-129 (issue 20 point 1): the passport number typed on the phone.
  const textValues = original
    .getForm()
    .getFields()
    .flatMap((f) => (f instanceof PDFTextField ? [f.getText() ?? ''] : []));
  expect(textValues).toContain('Z8123456');
  // The petitioner signed on Part 7's signature line (issue 20 point 2): the mark replaced that
  // field (stamped in its rectangle, the field removed) and its date field is filled.
  const part7 = I129_MAPPING.signatures.find((s) => s.role === 'petitioner')!;
  expect(original.getForm().getFieldMaybe(part7.field)).toBeDefined();
  expect(signedPdf.getForm().getFieldMaybe(part7.field)).toBeUndefined();
  expect((signedPdf.getForm().getField(part7.dateField) as PDFTextField).getText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // 8. The attorney's mail carries the ATTORNEY_SIGN deep link (SPEC §6): opened signed out, it
  // goes through the login and lands on the case with the attorney's signature dialog open.
  const attorneyLink = pathOf(await latestMailLink(ATTORNEY.email, 'esign-attorney-sign', { after: journeyStart }));
  expect(attorneyLink).toContain('action=ATTORNEY_SIGN');
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(attorneyLink);
  await expect(fresh).toHaveURL(/\/login/, { timeout: 45_000 });
  await signInViaForm(fresh, ATTORNEY.email);
  const attorneySign = fresh.getByRole('dialog', { name: 'Add your signature' });
  await expect(attorneySign).toBeVisible({ timeout: 45_000 });
  await attorneySign.getByLabel('I agree to sign electronically').check();
  await attorneySign.getByRole('tab', { name: 'Type' }).click();
  await attorneySign.getByLabel('Type your full name').fill(ATTORNEY.name);
  await attorneySign.getByRole('button', { name: 'Sign document' }).click();
  await expect(attorneySign).toBeHidden();
  await expect(fresh.getByRole('list', { name: 'Signature requests' })).toContainText('Attorney signed');

  const verifier = await (await browser.newContext()).newPage();
  await verifier.goto('/verify-signature');
  await verifier
    .getByLabel('Signed PDF')
    .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: signedBytes });
  await verifier.getByRole('button', { name: 'Check signature' }).click();
  await expect(verifier.getByRole('status')).toContainText('Verified: signed and unchanged');
  await expect(verifier.getByRole('status')).toContainText('Dana Whitfield');
});
