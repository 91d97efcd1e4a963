import { eq } from 'drizzle-orm';
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
  createSelfSignedPkcs12,
  openPkcs12,
  readEmbeddedSignature,
  SealCertificateError,
  type SealInput,
  type SealKey,
} from './esign.seal';

/*
 * Which certificate seals a tenant's signed PDFs (docs/esign.md "Sealing"): the firm's uploaded
 * PKCS#12 (its row of esign_certificates), else the product's self-signed one (the platform row),
 * created the first time a document is sealed and kept in the database with the rest of the data.
 */

const PRODUCT_NAME = 'Passage e-signature seal';

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

/** The rows the scope sees: its own (uploaded) and the platform's (product). */
async function visibleRows(tx: Db, tenantId: string) {
  const rows = await tx.select().from(esignCertificates);
  return {
    own: rows.find((r) => r.tenantId === tenantId && tenantId !== PLATFORM_TENANT_ID) ?? null,
    product: rows.find((r) => r.tenantId === PLATFORM_TENANT_ID) ?? null,
  };
}

/** The product's certificate: created once, in the platform's scope, kept for every later start. */
async function productCertificate(tx: Db): Promise<EsignCertificateRow> {
  return asTenant(tx, PLATFORM_TENANT_ID, async () => {
    const [found] = await tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, PLATFORM_TENANT_ID));
    if (found) return found;
    const { p12, password } = createSelfSignedPkcs12(PRODUCT_NAME, 'Passage');
    const key = await openPkcs12(p12, password);
    await tx
      .insert(esignCertificates)
      .values({
        tenantId: PLATFORM_TENANT_ID,
        source: 'product',
        p12: p12.toString('base64'),
        p12Password: sealSecret(password),
        ...rowValues(key),
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, PLATFORM_TENANT_ID));
    return row!;
  });
}

/**
 * Creates the product's certificate if the database has none yet: run at server start, so the
 * seal exists before the first signing (which would otherwise create it). Answers its SHA-256.
 */
export async function ensureProductSealCertificate(db: Db): Promise<string> {
  return (await withPlatform(db, (tx) => productCertificate(tx))).sha256;
}

/** The seal for a signing in this tenant's scope: the firm's certificate, else the product's. */
export async function sealFor(
  ctx: CallContext<unknown>,
  opts: { reason: string; signingTime: Date; location: string },
): Promise<SealInput> {
  const { own, product } = await visibleRows(ctx.tx, ctx.scopeTenantId);
  const row = own ?? product ?? (await productCertificate(ctx.tx));
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
  const { own, product } = await visibleRows(ctx.tx, ctx.scopeTenantId);
  const ours = [own?.sha256, product?.sha256].filter(Boolean);
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
  const { own, product } = await visibleRows(ctx.tx, ctx.scopeTenantId);
  return describe(own ?? product);
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
