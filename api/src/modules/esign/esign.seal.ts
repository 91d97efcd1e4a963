import { createHash, generateKeyPairSync, randomBytes, webcrypto } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf, { Signer } from '@signpdf/signpdf';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import type { PDFPage } from 'pdf-lib';
import * as pkijs from 'pkijs';

/*
 * The PDF signature that seals every signed document (docs/esign.md "Sealing", ADR 0005): PAdES
 * baseline B-B — a detached CMS (SubFilter ETSI.CAdES.detached) over the file's byte range, with
 * the ESS signing-certificate-v2 attribute, the signing time from the server's clock in the
 * signature dictionary's /M — made with the firm's certificate (an uploaded PKCS#12) or the
 * product's own self-signed one. Libraries: @signpdf (placeholder and byte range), pkijs (CMS),
 * node-forge (PKCS#12 and the self-signed certificate). Nothing here encodes CMS by hand.
 */

const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
} as const;

/** Room for the CMS in the file (hex doubles it): a chain of a few certificates fits. */
const SIGNATURE_BYTES = 16_384;

export class SealCertificateError extends Error {}

/** What a certificate says about itself (shown to admins; never the key or the password). */
export interface SealCertificateInfo {
  subject: string;
  organization: string | null;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the certificate's DER, hex. */
  sha256: string;
}

/** A PKCS#12 opened: the signing key, its certificate and the rest of the chain. */
export interface SealKey {
  key: CryptoKey;
  certificate: pkijs.Certificate;
  chain: pkijs.Certificate[];
  certificateDer: Buffer;
  info: SealCertificateInfo;
}

/** An attribute of a name; forge hands a UTF8String's value over as its UTF-8 bytes, decoded here. */
const nameOf = (attrs: forge.pki.CertificateField[], oid: string): string | null => {
  const found = attrs.find((a) => a.type === oid);
  const v: unknown = found?.value;
  if (typeof v !== 'string') return null;
  if ((found?.valueTagClass as unknown) !== forge.asn1.Type.UTF8) return v;
  try {
    return forge.util.decodeUtf8(v);
  } catch {
    return v;
  }
};

const der = (obj: forge.asn1.Asn1): Buffer => Buffer.from(forge.asn1.toDer(obj).getBytes(), 'binary');
/** The bytes in a fresh ArrayBuffer (what WebCrypto and pkijs take). */
const plain = (b: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(b);

/**
 * Opens a PKCS#12 with its password: an RSA private key and the certificate that matches it.
 * Throws `SealCertificateError` with a message for the uploader when it cannot be used.
 */
export async function openPkcs12(p12: Uint8Array, password: string): Promise<SealKey> {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
    pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (err) {
    const msg = err instanceof Error ? err.message : '';
    throw new SealCertificateError(
      /mac|password|decrypt|invalid/i.test(msg) && !/too few bytes|asn\.1/i.test(msg)
        ? 'The password does not open this PKCS#12 file.'
        : 'This is not a PKCS#12 (.p12 / .pfx) file.',
    );
  }
  const bags = (type: string) => pfx.getBags({ bagType: type })[type] ?? [];
  const keyBag = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(forge.pki.oids.keyBag!)].find((b) => b.key);
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new SealCertificateError('The PKCS#12 file holds no RSA private key.');
  const certs = bags(forge.pki.oids.certBag!)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => !!c);
  const own = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
  });
  if (!own) throw new SealCertificateError('The PKCS#12 file holds no certificate for its private key.');
  const certificateDer = der(forge.pki.certificateToAsn1(own));
  const pkcs8 = der(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)));
  const cryptoKey = (await webcrypto.subtle.importKey(
    'pkcs8',
    plain(pkcs8),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  )) as unknown as CryptoKey;
  const toPki = (c: forge.pki.Certificate) => pkijs.Certificate.fromBER(plain(der(forge.pki.certificateToAsn1(c))));
  return {
    key: cryptoKey,
    certificate: pkijs.Certificate.fromBER(plain(certificateDer)),
    chain: certs.filter((c) => c !== own).map(toPki),
    certificateDer,
    info: {
      subject: nameOf(own.subject.attributes, OID.commonName) ?? own.subject.attributes.map((a) => a.value).join(', '),
      organization: nameOf(own.subject.attributes, OID.organization),
      issuer: nameOf(own.issuer.attributes, OID.commonName) ?? own.issuer.attributes.map((a) => a.value).join(', '),
      serialNumber: own.serialNumber,
      notBefore: own.validity.notBefore,
      notAfter: own.validity.notAfter,
      sha256: createHash('sha256').update(certificateDer).digest('hex'),
    },
  };
}

/** RFC 5280's upper bound for a common name and an organisation name (ub-common-name, ub-organization-name). */
export const CERT_NAME_MAX = 64;

/**
 * A new self-signed signing certificate (RSA 2048, SHA-256, 10 years) as a PKCS#12 protected
 * by a random password: a firm's own seal until it uploads one (docs/esign.md "Which
 * certificate"). The names are written as UTF8String (a firm's name may hold "&" or accents,
 * which a PrintableString cannot) and must fit `CERT_NAME_MAX`; no organisation when null.
 */
export function createSelfSignedPkcs12(
  commonName: string,
  organization: string | null,
): { p12: Buffer; password: string } {
  for (const name of [commonName, organization])
    if (name !== null && (!name.trim() || [...name].length > CERT_NAME_MAX))
      throw new RangeError(`A certificate name must have 1–${CERT_NAME_MAX} characters: "${name}"`);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now + 10 * 365 * 24 * 3600 * 1000);
  const utf8 = (shortName: string, value: string) => ({
    shortName,
    value, // forge writes a UTF8String's value as UTF-8 itself
    valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
  });
  const subject = [utf8('CN', commonName), ...(organization !== null ? [utf8('O', organization)] : [])];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const password = randomBytes(24).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256', friendlyName: commonName });
  return { p12: der(p12), password };
}

/** The signer handed to @signpdf: a CAdES detached CMS over the byte range, built by pkijs. */
class PadesSigner extends Signer {
  constructor(private readonly seal: SealKey) {
    super();
  }

  override async sign(data: Buffer): Promise<Buffer> {
    const { certificate, certificateDer } = this.seal;
    const digest = createHash('sha256').update(data).digest();
    const certHash = createHash('sha256').update(certificateDer).digest();
    // ESS signing-certificate-v2 (RFC 5035): certs SEQUENCE OF ESSCertIDv2 { certHash } (SHA-256 default).
    const signingCertificateV2 = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: plain(certHash) })] })],
        }),
      ],
    });
    const cms = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: OID.contentType,
                values: [new asn1js.ObjectIdentifier({ value: OID.data })],
              }),
              new pkijs.Attribute({
                type: OID.messageDigest,
                values: [new asn1js.OctetString({ valueHex: plain(digest) })],
              }),
              new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] }),
            ],
          }),
        }),
      ],
      certificates: [certificate, ...this.seal.chain],
    });
    await cms.sign(this.seal.key, 0, 'SHA-256', undefined, engine);
    const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: cms.toSchema(true) });
    return Buffer.from(info.toSchema().toBER(false));
  }
}

export interface SealInput {
  key: SealKey;
  /** Who seals (the firm), the reason and where, as readers show them. */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  /** The server's clock at signing: the signature dictionary's /M. */
  signingTime: Date;
}

/** Adds the signature field (invisible widget on `page`) before the document is saved. */
export function addSealPlaceholder(page: PDFPage, s: SealInput): void {
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: s.reason,
    contactInfo: s.contactInfo,
    name: s.name,
    location: s.location,
    signingTime: s.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: 'ETSI.CAdES.detached',
    widgetRect: [0, 0, 0, 0],
    // No appName: the signature's build properties would name the product to the firm's readers.
  });
}

/** Signs a saved PDF that carries the placeholder: the CMS goes into /Contents. */
export async function signPlaceholder(pdf: Uint8Array, s: SealInput): Promise<Buffer> {
  return signpdf.sign(Buffer.from(pdf), new PadesSigner(s.key), s.signingTime);
}

/** What the PDF signature embedded in a file says, checked. */
export interface EmbeddedSignature {
  /** The CMS signature verifies over the signed bytes (nothing inside the range changed). */
  valid: boolean;
  /** The signed byte range covers the whole file (nothing appended after signing). */
  wholeDocument: boolean;
  signerName: string | null;
  organization: string | null;
  /** The signature dictionary's /M, ISO. */
  signedAt: string | null;
  certificateSha256: string | null;
  subFilter: string | null;
}

const pdfDate = (s: string | undefined): string | null => {
  const m = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|[+-]\d{2}'?\d{2}'?)?/.exec(s ?? '');
  if (!m) return null;
  const zone = !m[7] || m[7] === 'Z' ? 'Z' : `${m[7].slice(0, 3)}:${m[7].replace(/'/g, '').slice(3, 5)}`;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/**
 * Reads and checks the last PDF signature in a file: the byte range, the CMS in /Contents, the
 * message digest and signature (pkijs), the signer's certificate. Null when the file has none.
 */

/**
 * The DER object at the start of `bytes`, by the length its header declares: the /Contents
 * placeholder is padded with zero bytes, and the signature itself may end in a zero byte, so the
 * padding cannot be stripped by value.
 */
export function derPrefix(bytes: Buffer): Buffer {
  if (bytes.length < 2) return bytes;
  const first = bytes[1]!;
  if (first < 0x80) return bytes.subarray(0, Math.min(bytes.length, 2 + first));
  const n = first & 0x7f;
  if (n === 0 || n > 4 || bytes.length < 2 + n) return bytes;
  let len = 0;
  for (let i = 0; i < n; i++) len = len * 256 + bytes[2 + i]!;
  return bytes.subarray(0, Math.min(bytes.length, 2 + n + len));
}

export async function readEmbeddedSignature(bytes: Uint8Array): Promise<EmbeddedSignature | null> {
  const buf = Buffer.from(bytes);
  const text = buf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return null;
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
  const broken: EmbeddedSignature = {
    valid: false,
    wholeDocument: false,
    signerName: null,
    organization: null,
    signedAt: null,
    certificateSha256: null,
    subFilter: null,
  };
  if (!range) return broken;
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  const dictStart = text.lastIndexOf('<<', at);
  const dictText = text.slice(dictStart, Math.min(text.length, c + 2000));
  const out: EmbeddedSignature = {
    ...broken,
    wholeDocument: a === 0 && c + d === buf.length,
    signedAt: pdfDate(/\/M\s*\((D:[^)]*)\)/.exec(dictText)?.[1]),
    subFilter: /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(dictText)?.[1] ?? null,
  };
  if (a + b > c || c + d > buf.length) return out;
  const hex = text
    .slice(a + b, c)
    .replace(/^</, '')
    .replace(/>$/, '');
  try {
    const info = pkijs.ContentInfo.fromBER(plain(derPrefix(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'))));
    const cms = new pkijs.SignedData({ schema: info.content });
    const data = Buffer.concat([buf.subarray(a, a + b), buf.subarray(c, c + d)]);
    out.valid = await cms.verify({ signer: 0, data: plain(data).buffer, checkChain: false }, engine);
    const sid = cms.signerInfos[0]?.sid;
    const cert = (cms.certificates ?? []).find(
      (x): x is pkijs.Certificate =>
        x instanceof pkijs.Certificate &&
        sid instanceof pkijs.IssuerAndSerialNumber &&
        x.serialNumber.isEqual(sid.serialNumber),
    );
    if (cert) {
      const attr = (oid: string) => {
        const v = cert.subject.typesAndValues.find((t) => t.type === oid)?.value.valueBlock as { value?: unknown };
        return typeof v?.value === 'string' ? v.value : null;
      };
      out.signerName = attr(OID.commonName);
      out.organization = attr(OID.organization);
      out.certificateSha256 = createHash('sha256')
        .update(Buffer.from(cert.toSchema().toBER(false)))
        .digest('hex');
    }
  } catch {
    out.valid = false;
  }
  return out;
}
