import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { findRepoRoot } from '../../../platform/config';
import { uscisPdfDir } from '../../forms';
import { decodeSignatureImage, looksLikePdf, stampAndCertify, type SignerRecord } from '../esign.pdf';
import { pageText, pngDataUrl, samplePdf } from './support';

const signer = (over: Partial<SignerRecord> = {}): SignerRecord => ({
  role: 'signer',
  name: 'Zoë Łukasiewicz 王',
  email: 'zoe@example.test',
  method: 'type',
  ip: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  viewedAt: '2026-11-22T10:00:00.000Z',
  consentedAt: '2026-11-22T10:02:00.000Z',
  signedAt: '2026-11-22T10:03:00.000Z',
  ...over,
});

const certificate = (signers: SignerRecord[]) => ({
  documentName: 'I-765.pdf',
  reference: '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e',
  firmName: 'Demo Law LLP',
  caseNumber: 'H1B-2026-0001',
  originalSha256: 'a'.repeat(64),
  previousSha256: null,
  verifyUrl: 'http://demo.localhost/verify-signature',
  consentText: 'I agree to sign this document electronically.',
  signers,
});

describe('esign.pdf', () => {
  it('tells PDFs by their bytes and checks drawn signatures', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7\n...'))).toBe(true);
    expect(looksLikePdf(Buffer.from('PK\x03\x04'))).toBe(false);
    expect(decodeSignatureImage(pngDataUrl()).subarray(1, 4).toString()).toBe('PNG');
    expect(() => decodeSignatureImage('data:image/svg+xml;base64,PHN2Zz4=')).toThrow('Draw your signature');
  });

  it('stamps a real USCIS form (AcroForm) and writes names outside WinAnsi without failing', async () => {
    const original = await readFile(join(uscisPdfDir(findRepoRoot()), 'i-765.pdf'));
    const pages = (await PDFDocument.load(original, { ignoreEncryption: true })).getPageCount();
    const out = await stampAndCertify({
      bytes: original,
      originalPageCount: pages,
      mark: { kind: 'text', name: 'Zoë Łukasiewicz 王' },
      slot: 'left',
      signer: signer(),
      reference: '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e',
      certificate: certificate([signer()]),
    });
    const doc = await PDFDocument.load(out, { ignoreEncryption: true });
    expect(doc.getPageCount()).toBe(pages + 1);
    const cert = pageText(doc.getPage(pages));
    expect(cert).toContain('Zoë Lukasiewicz ?');
    expect(cert).toContain('203.0.113.7');
    expect(cert).toContain('2026-11-22 10:02:00 UTC');
    expect(doc.getSubject()).toContain('0b9f6c1e');
    // Loading and saving an official form (I-765): ~3–4 s on a busy 2-core box; jest's default is 5 s.
  }, 60_000);

  it('replaces the certificate page when the attorney signs after the petitioner', async () => {
    const original = await samplePdf(2);
    const first = await stampAndCertify({
      bytes: original,
      originalPageCount: 2,
      mark: { kind: 'image', png: decodeSignatureImage(pngDataUrl()) },
      slot: 'left',
      signer: signer({ name: 'Dana Whitfield', method: 'draw' }),
      reference: 'ref-1',
      certificate: certificate([signer({ name: 'Dana Whitfield', method: 'draw' })]),
    });
    const attorney = signer({ role: 'attorney', name: 'Jordan Blake', viewedAt: null });
    const second = await stampAndCertify({
      bytes: first,
      originalPageCount: 2,
      mark: { kind: 'text', name: 'Jordan Blake' },
      slot: 'right',
      signer: attorney,
      reference: 'ref-1',
      certificate: {
        ...certificate([signer({ name: 'Dana Whitfield', method: 'draw' }), attorney]),
        previousSha256: 'b'.repeat(64),
      },
    });
    const doc = await PDFDocument.load(second);
    expect(doc.getPageCount()).toBe(3);
    const cert = pageText(doc.getPage(2));
    expect(cert).toContain('Dana Whitfield');
    expect(cert).toContain('Jordan Blake');
    expect(cert).toContain('Drawn by hand');
    expect(cert).toContain('Typed name');
    expect(cert.replace(/\n/g, '')).toContain('b'.repeat(64));
  });
});
