import { and, eq } from 'drizzle-orm';
import type {
  TEmbeddedSignature,
  TSealCertificate,
  ZSealCertificateDetailsPayload,
  ZUploadSealCertificatePayload,
} from 'shared/contract';
import { asTenant, PLATFORM_TENANT_ID, withPlatform, type Db } from '../../platform/db';
import { AppError, type CallContext, type Ctx } from '../../platform/http';
import { openSecret, sealSecret } from '../../platform/secrets/secret-box';
import { esignCertificates, type EsignCertificateRow } from './esign.table';
import {
  CERT_NAME_MAX,
  createSelfSignedPkcs12,
  openPkcs12,
  readEmbeddedSignature,
  SealCertificateError,
  type SealInput,
  type SealKey,
} from './esign.seal';

/*
 * Which certificate seals a tenant's signed PDFs (docs/esign.md "Which certificate"): the firm's
 * uploaded PKCS#12, else the firm's own self-signed seal ("<Firm> e-signature seal", O = the firm),
 * both in the firm's row of esign_certificates. The self-signed one is made the first time the
 * firm seals a document and re-issued when the firm's name has changed since. The product is
 * white-label: no certificate a firm's readers see names it. The platform row is a neutral
 * "E-signature seal", used only where no firm applies (a call without a tenant).
 */

/** The platform's seal (no firm): neutral, without an organisation. */
export const NEUTRAL_SEAL_NAME = 'E-signature seal';
const SEAL_SUFFIX = ' e-signature seal';

/**
 * The subject of a firm's self-signed seal: CN "<Firm> e-signature seal", O "<Firm>", each cut to
 * RFC 5280's 64 characters (at a word); the neutral name when the firm has none.
 */
export function firmSealSubject(firmName: string | null | undefined): {
  commonName: string;
  organization: string | null;
} {
  const name = (firmName ?? '').replace(/\s+/g, ' ').trim();
  if (!name) return { commonName: NEUTRAL_SEAL_NAME, organization: null };
  // Cut at the last whole word that fits (a word longer than half the room is cut where it ends).
  const cut = (s: string, max: number) => {
    const chars = [...s];
    if (chars.length <= max) return s;
    const head = chars.slice(0, max).join('');
    if (chars[max] === ' ') return head.trim();
    const space = head.lastIndexOf(' ');
    return (space > max / 2 ? head.slice(0, space) : head).trim();
  };
  return {
    commonName: `${cut(name, CERT_NAME_MAX - SEAL_SUFFIX.length)}${SEAL_SUFFIX}`,
    organization: cut(name, CERT_NAME_MAX),
  };
}

/** Opened keys by certificate row (tenant + certificate hash): parsing a PKCS#12 costs ~50 ms. */
const opened = new Map<string, Promise<SealKey>>();

const openRow = (row: EsignCertificateRow): Promise<SealKey> => {
  const id = `${row.tenantId}:${row.sha256}`;
  let key = opened.get(id);
  if (!key) {
    key = openPkcs12(Buffer.from(row.p12, 'base64'), openSecret(row.p12Password));
    key.catch(() => opened.delete(id));
    opened.set(id, key);
  }
  return key;
};

const rowValues = (key: SealKey) => ({
  subject: key.info.subject,
  organization: key.info.organization,
  issuer: key.info.issuer,
  serialNumber: key.info.serialNumber,
  notBefore: key.info.notBefore,
  notAfter: key.info.notAfter,
  sha256: key.info.sha256,
});

/** The rows the scope sees: its own (uploaded or self-signed) and the platform's. */
async function visibleRows(tx: Db, tenantId: string) {
  const rows = await tx.select().from(esignCertificates);
  return {
    own: rows.find((r) => r.tenantId === tenantId && tenantId !== PLATFORM_TENANT_ID) ?? null,
    platform: rows.find((r) => r.tenantId === PLATFORM_TENANT_ID) ?? null,
  };
}

/** A new self-signed seal with this subject, as the values of an `esign_certificates` row. */
async function selfSignedValues(subject: { commonName: string; organization: string | null }) {
  const { p12, password } = createSelfSignedPkcs12(subject.commonName, subject.organization);
  const key = await openPkcs12(p12, password);
  return {
    source: 'product',
    p12: p12.toString('base64'),
    p12Password: sealSecret(password),
    ...rowValues(key),
    fileName: null,
    uploadedBy: null,
    uploadedByName: null,
    createdAt: new Date(),
  };
}

/** The platform's neutral seal: created once, in the platform's scope, kept for every later start. */
async function platformCertificate(tx: Db): Promise<EsignCertificateRow> {
  return asTenant(tx, PLATFORM_TENANT_ID, async () => {
    const [found] = await tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, PLATFORM_TENANT_ID));
    if (found) return found;
    await tx
      .insert(esignCertificates)
      .values({ tenantId: PLATFORM_TENANT_ID, ...(await selfSignedValues(firmSealSubject(null))) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, PLATFORM_TENANT_ID));
    return row!;
  });
}

/**
 * Creates the platform's neutral seal if the database has none yet (run at server start).
 * Answers its SHA-256. An installation whose platform row predates per-firm seals keeps that
 * row as it is: it seals nothing for a firm any more, and documents it sealed still verify as ours.
 */
export async function ensureProductSealCertificate(db: Db): Promise<string> {
  return (await withPlatform(db, (tx) => platformCertificate(tx))).sha256;
}

/**
 * The firm's self-signed seal in its own scope: made at its first signing, re-issued when the
 * firm's name no longer matches the certificate (renamed firm). An uploaded certificate is
 * never touched. Concurrent first signings keep one row (the first insert wins).
 */
async function firmSelfSignedCertificate(
  tx: Db,
  tenantId: string,
  firmName: string,
  current: EsignCertificateRow | null,
): Promise<EsignCertificateRow> {
  const subject = firmSealSubject(firmName);
  if (
    current &&
    (current.source !== 'product' ||
      (current.subject === subject.commonName && current.organization === subject.organization))
  )
    return current;
  const values = await selfSignedValues(subject);
  if (current) {
    // Re-issue: only if the row is still the stale self-signed one (an upload in between wins).
    await tx
      .update(esignCertificates)
      .set(values)
      .where(
        and(
          eq(esignCertificates.tenantId, tenantId),
          eq(esignCertificates.sha256, current.sha256),
          eq(esignCertificates.source, 'product'),
        ),
      );
  } else {
    await tx
      .insert(esignCertificates)
      .values({ tenantId, ...values })
      .onConflictDoNothing();
  }
  const [row] = await tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, tenantId));
  return row!;
}

/** The seal for a signing in this tenant's scope: the firm's certificate, else its self-signed seal. */
export async function sealFor(
  ctx: CallContext<unknown>,
  opts: { reason: string; signingTime: Date; location: string },
): Promise<SealInput> {
  const { own, platform } = await visibleRows(ctx.tx, ctx.scopeTenantId);
  const row =
    ctx.scopeTenantId === PLATFORM_TENANT_ID
      ? (platform ?? (await platformCertificate(ctx.tx)))
      : await firmSelfSignedCertificate(ctx.tx, ctx.scopeTenantId, ctx.tenant?.name ?? '', own);
  const key = await openRow(row);
  return {
    key,
    name: ctx.tenant?.name || key.info.organization || key.info.subject,
    reason: opts.reason,
    location: opts.location,
    contactInfo: ctx.tenant?.name ?? '',
    signingTime: opts.signingTime,
  };
}

/** The embedded PDF signature of a file, checked, and whether its certificate is this firm's seal. */
export async function checkEmbeddedSignature(
  ctx: CallContext<unknown>,
  bytes: Uint8Array,
): Promise<TEmbeddedSignature | null> {
  const found = await readEmbeddedSignature(bytes);
  if (!found) return null;
  const { own, platform } = await visibleRows(ctx.tx, ctx.scopeTenantId);
  // The platform row counts as ours: before per-firm seals it sealed every firm's documents.
  const ours = [own?.sha256, platform?.sha256].filter(Boolean);
  return {
    valid: found.valid,
    wholeDocument: found.wholeDocument,
    signerName: found.signerName,
    organization: found.organization,
    signedAt: found.signedAt,
    certificateSha256: found.certificateSha256,
    firmCertificate: !!found.certificateSha256 && ours.includes(found.certificateSha256),
  };
}

const describe = (row: EsignCertificateRow | null): TSealCertificate => ({
  source: row ? (row.source as 'uploaded' | 'product') : 'none',
  subject: row?.subject ?? null,
  organization: row?.organization ?? null,
  issuer: row?.issuer ?? null,
  serialNumber: row?.serialNumber ?? null,
  notBefore: row?.notBefore.toISOString() ?? null,
  notAfter: row?.notAfter.toISOString() ?? null,
  sha256: row?.sha256 ?? null,
  fileName: row?.fileName ?? null,
  uploadedAt: row && row.source === 'uploaded' ? row.createdAt.toISOString() : null,
  uploadedByName: row?.uploadedByName ?? null,
});

export async function sealCertificateDetails(
  ctx: Ctx<typeof ZSealCertificateDetailsPayload>,
): Promise<TSealCertificate> {
  // Only the firm's own row: before its first signing the answer is `none` (never the platform's).
  const { own } = await visibleRows(ctx.tx, ctx.scopeTenantId);
  return describe(own);
}

const refuse = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

/** The firm's own certificate replaces whatever sealed before (new signings only). */
export async function uploadSealCertificate(ctx: Ctx<typeof ZUploadSealCertificatePayload>): Promise<TSealCertificate> {
  const p = ctx.payload;
  const bytes = Buffer.from(p.contentBase64, 'base64');
  let key: SealKey;
  try {
    key = await openPkcs12(bytes, p.password);
  } catch (err) {
    if (!(err instanceof SealCertificateError)) throw err;
    throw refuse(/password/i.test(err.message) ? 'password' : 'contentBase64', err.message);
  }
  const now = Date.now();
  if (key.info.notAfter.getTime() <= now)
    throw refuse('contentBase64', `This certificate expired on ${key.info.notAfter.toISOString().slice(0, 10)}.`);
  if (key.info.notBefore.getTime() > now)
    throw refuse(
      'contentBase64',
      `This certificate is valid only from ${key.info.notBefore.toISOString().slice(0, 10)}.`,
    );
  const values = {
    source: 'uploaded',
    p12: bytes.toString('base64'),
    p12Password: sealSecret(p.password),
    ...rowValues(key),
    fileName: p.fileName ?? null,
    uploadedBy: ctx.session?.userId ?? null,
    uploadedByName: ctx.session?.name ?? null,
    createdAt: new Date(),
  };
  const [row] = await ctx.tx
    .insert(esignCertificates)
    .values(values)
    .onConflictDoUpdate({ target: esignCertificates.tenantId, set: values })
    .returning();
  return describe(row!);
}
