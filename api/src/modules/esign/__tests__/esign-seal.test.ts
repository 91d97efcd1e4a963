import { PDFDict, PDFDocument, PDFName, PDFSignature } from 'pdf-lib';
import { firmSealSubject, NEUTRAL_SEAL_NAME } from '../esign.certificates';
import { decodeSignatureImage, stampAndCertify, type SignerRecord, type StampInput } from '../esign.pdf';
import {
  CERT_NAME_MAX,
  createSelfSignedPkcs12,
  derPrefix,
  openPkcs12,
  readEmbeddedSignature,
  SealCertificateError,
  type SealInput,
  type SealKey,
} from '../esign.seal';
import { pageText, pdfsig, pngDataUrl, samplePdf, tamperedInRange } from './support';

/*
 * Issue 20 point 10: every signed PDF carries a PDF signature that any reader verifies. Checked
 * with poppler's `pdfsig` (Debian package poppler-utils; `apt-get install -y poppler-utils`).
 */

const signer = (over: Partial<SignerRecord> = {}): SignerRecord => ({
  role: 'signer',
  name: 'Dana Whitfield',
  email: 'dana@example.test',
  method: 'draw',
  ip: '203.0.113.7',
  userAgent: 'jest',
  viewedAt: '2026-11-22T10:00:00.000Z',
  consentedAt: '2026-11-22T10:02:00.000Z',
  signedAt: '2026-11-22T10:03:00.000Z',
  ...over,
});

const certificate = (signers: SignerRecord[]): StampInput['certificate'] => ({
  documentName: 'Letter.pdf',
  reference: '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e',
  firmName: 'Demo Law LLP',
  caseNumber: 'H1B-2026-0001',
  originalSha256: 'a'.repeat(64),
  previousSha256: null,
  verifyUrl: 'http://demo.localhost/verify-signature',
  consentText: 'I agree to sign this document electronically.',
  signers,
});

const sealWith = (key: SealKey, at: string): SealInput => ({
  key,
  name: 'Demo Law LLP',
  reason: 'Electronically signed by Dana Whitfield (reference 0b9f6c1e)',
  location: 'demo.localhost',
  contactInfo: 'office@demo.test',
  signingTime: new Date(at),
});

describe('sealing signed PDFs (PAdES)', () => {
  let key: SealKey;
  let p12: { p12: Buffer; password: string };
  beforeAll(async () => {
    const subject = firmSealSubject('Demo Law LLP');
    p12 = createSelfSignedPkcs12(subject.commonName, subject.organization);
    key = await openPkcs12(p12.p12, p12.password);
  });

  it('creates a self-signed certificate and opens PKCS#12 files; refuses a wrong password or a non-PKCS#12', async () => {
    expect(key.info).toMatchObject({
      subject: 'Demo Law LLP e-signature seal',
      organization: 'Demo Law LLP',
      issuer: 'Demo Law LLP e-signature seal',
    });
    expect(key.info.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(key.info.notAfter.getTime()).toBeGreaterThan(Date.now() + 9 * 365 * 24 * 3600 * 1000);
    await expect(openPkcs12(p12.p12, 'wrong')).rejects.toThrow(SealCertificateError);
    await expect(openPkcs12(p12.p12, 'wrong')).rejects.toThrow('The password does not open this PKCS#12 file.');
    await expect(openPkcs12(Buffer.from('%PDF-1.7 not a p12'), 'x')).rejects.toThrow(
      'This is not a PKCS#12 (.p12 / .pfx) file.',
    );
  });

  it('pdfsig reports the signature valid over the whole document; a changed byte is reported altered', async () => {
    const bytes = await stampAndCertify({
      bytes: await samplePdf(2),
      originalPageCount: 2,
      mark: { kind: 'image', png: decodeSignatureImage(pngDataUrl()) },
      slot: 'left',
      signer: signer(),
      reference: '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e',
      certificate: certificate([signer()]),
      seal: sealWith(key, '2026-11-22T10:03:00.000Z'),
    });
    // Still the product's signed PDF: certificate page and all.
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(pageText(doc.getPage(2))).toContain('Certificate of electronic signature');

    const report = await pdfsig(bytes);
    expect(report).toContain('Signature #1');
    expect(report).toContain('Signer Certificate Common Name: Demo Law LLP e-signature seal');
    expect(report).toContain('Signer full Distinguished Name: O=Demo Law LLP,CN=Demo Law LLP e-signature seal');
    // White label: nothing a reader shows of the seal names the product.
    expect(report).not.toMatch(/passage/i);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toMatch(/Signing Time: Nov 22 2026/);

    const embedded = await readEmbeddedSignature(bytes);
    expect(embedded).toEqual({
      valid: true,
      wholeDocument: true,
      signerName: 'Demo Law LLP e-signature seal',
      organization: 'Demo Law LLP',
      signedAt: '2026-11-22T10:03:00.000Z',
      certificateSha256: key.info.sha256,
      subFilter: 'ETSI.CAdES.detached',
    });

    const altered = tamperedInRange(bytes);
    const alteredReport = await pdfsig(altered);
    expect(alteredReport).toContain('Signature Validation: Digest Mismatch.');
    expect(alteredReport).not.toContain('Signature is Valid');
    expect((await readEmbeddedSignature(altered))?.valid).toBe(false);

    // Bytes appended after signing: the signature still verifies, but no longer covers the file.
    const appended = Buffer.concat([Buffer.from(bytes), Buffer.from('\n% appended\n')]);
    expect(await readEmbeddedSignature(appended)).toMatchObject({ valid: true, wholeDocument: false });
    expect(await pdfsig(appended)).not.toContain('Total document signed');
  });

  it('the attorney’s pass re-seals: one signature, valid, over the file with both signers', async () => {
    const first = await stampAndCertify({
      bytes: await samplePdf(1),
      originalPageCount: 1,
      mark: { kind: 'text', name: 'Dana Whitfield' },
      slot: 'left',
      signer: signer({ method: 'type' }),
      reference: 'ref-1',
      certificate: certificate([signer({ method: 'type' })]),
      seal: sealWith(key, '2026-11-22T10:03:00.000Z'),
    });
    const attorney = signer({ role: 'attorney', name: 'Jordan Blake', method: 'type', viewedAt: null });
    const second = await stampAndCertify({
      bytes: first,
      originalPageCount: 1,
      mark: { kind: 'text', name: 'Jordan Blake' },
      slot: 'right',
      signer: attorney,
      reference: 'ref-1',
      certificate: certificate([signer({ method: 'type' }), attorney]),
      seal: sealWith(key, '2026-11-22T11:00:00.000Z'),
    });
    const report = await pdfsig(second);
    expect(report).toContain('Signature #1');
    expect(report).not.toContain('Signature #2');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect((await readEmbeddedSignature(second))?.signedAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('the signature dictionary carries the firm as its name and no application name (no product name anywhere in the file)', async () => {
    const bytes = await stampAndCertify({
      bytes: await samplePdf(1),
      originalPageCount: 1,
      mark: { kind: 'text', name: 'Dana Whitfield' },
      slot: 'left',
      signer: signer({ method: 'type' }),
      reference: 'ref-2',
      certificate: certificate([signer({ method: 'type' })]),
      seal: sealWith(key, '2026-11-22T10:03:00.000Z'),
    });
    const doc = await PDFDocument.load(bytes);
    const field = doc
      .getForm()
      .getFields()
      .find((f) => f instanceof PDFSignature);
    const v = field!.acroField.dict.lookup(PDFName.of('V'), PDFDict);
    expect(v.get(PDFName.of('Name'))?.toString()).toContain('Demo Law LLP');
    // The build properties name the signature handler only, no application (it was "Passage").
    const build = v.lookup(PDFName.of('Prop_Build'), PDFDict);
    expect(build.has(PDFName.of('Filter'))).toBe(true);
    expect(build.has(PDFName.of('App'))).toBe(false);
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/passage/i);
    expect(pageText(doc.getPage(1))).toContain('Demo Law LLP e-signature seal');
    expect(pageText(doc.getPage(1))).not.toMatch(/passage/i);
  });

  it('a firm’s name with "&" and accents survives as UTF-8 (pdfsig and our reader show it unchanged)', async () => {
    const name = 'Müller & Søn Inmigración, LLP';
    const subject = firmSealSubject(name);
    const p = createSelfSignedPkcs12(subject.commonName, subject.organization);
    const k = await openPkcs12(p.p12, p.password);
    expect(k.info).toMatchObject({ subject: `${name} e-signature seal`, organization: name });
    const bytes = await stampAndCertify({
      bytes: await samplePdf(1),
      originalPageCount: 1,
      mark: { kind: 'text', name: 'Dana Whitfield' },
      slot: 'left',
      signer: signer({ method: 'type' }),
      reference: 'ref-3',
      certificate: certificate([signer({ method: 'type' })]),
      seal: { ...sealWith(k, '2026-11-22T10:03:00.000Z'), name },
    });
    expect(await pdfsig(bytes)).toContain(`Signer Certificate Common Name: ${name} e-signature seal`);
    expect(await readEmbeddedSignature(bytes)).toMatchObject({
      valid: true,
      signerName: `${name} e-signature seal`,
      organization: name,
    });
  });

  it('a firm seal’s subject: "<Firm> e-signature seal" and O = the firm, within 64 characters; neutral without a firm', () => {
    expect(firmSealSubject('  Demo   Law LLP ')).toEqual({
      commonName: 'Demo Law LLP e-signature seal',
      organization: 'Demo Law LLP',
    });
    for (const none of ['', '   ', null, undefined])
      expect(firmSealSubject(none)).toEqual({ commonName: NEUTRAL_SEAL_NAME, organization: null });
    expect(NEUTRAL_SEAL_NAME).toBe('E-signature seal');
    const long = firmSealSubject('The Very Long Name of a Law Firm Specialising in Employment-Based Immigration PLLC');
    expect([...long.commonName].length).toBeLessThanOrEqual(CERT_NAME_MAX);
    expect(long.commonName).toMatch(/^The Very Long Name of a Law Firm Specialising e-signature seal$/);
    expect(long.organization).toBe('The Very Long Name of a Law Firm Specialising in');
    // One long word is cut where the room ends.
    expect(firmSealSubject('X'.repeat(80))).toEqual({
      commonName: `${'X'.repeat(CERT_NAME_MAX - ' e-signature seal'.length)} e-signature seal`,
      organization: 'X'.repeat(CERT_NAME_MAX),
    });
    // Such a certificate is made and reads back the same.
    expect(() => createSelfSignedPkcs12(long.commonName, long.organization)).not.toThrow();
    expect(() => createSelfSignedPkcs12('x'.repeat(CERT_NAME_MAX + 1), null)).toThrow(RangeError);
    expect(() => createSelfSignedPkcs12('   ', null)).toThrow(RangeError);
  });

  it('a file without a PDF signature has none to report', async () => {
    expect(await readEmbeddedSignature(await samplePdf(1))).toBeNull();
    expect(await pdfsig(await samplePdf(1))).toContain('does not contain any signatures');
  });
});

describe('reading the embedded CMS out of its zero-padded /Contents', () => {
  it('keeps a DER object whose last byte is zero (a signature may end in 0x00; padding is cut by length)', () => {
    // SEQUENCE { INTEGER 0 } = 30 03 02 01 00, then the placeholder's zero padding.
    const der = Buffer.from([0x30, 0x03, 0x02, 0x01, 0x00]);
    expect(derPrefix(Buffer.concat([der, Buffer.alloc(16)]))).toEqual(der);
    // Long-form length (0x81 0x80 = 128 bytes of content).
    const long = Buffer.concat([Buffer.from([0x30, 0x81, 0x80]), Buffer.alloc(128, 0x00)]);
    expect(derPrefix(Buffer.concat([long, Buffer.alloc(64)]))).toEqual(long);
  });
});
