import { eq } from 'drizzle-orm';
import { PLATFORM_TENANT_ID, withPlatform, withSystem, withTenant, type Database } from '../../../platform/db';
import type { CallContext } from '../../../platform/http';
import { createTestTenant, openTestDatabase, testDbKinds } from '../../../testing';
import type { TenantRow } from '../../tenants';
import { ensureProductSealCertificate, sealFor } from '../esign.certificates';
import { esignCertificates } from '../esign.table';

/*
 * White label (docs/esign.md "White label: the seal is in the firm's name"): each firm seals with
 * its own self-signed certificate, made in its scope at its first signing and re-issued when its
 * name changed — on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (row-level security).
 */

describe.each(testDbKinds())('a firm’s own seal in the database (%s)', (kind) => {
  let database: Database;
  let a: TenantRow;
  let b: TenantRow;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    a = await createTestTenant(database.db, { name: 'Alvarez & Reyes Immigration LLP' });
    b = await createTestTenant(database.db, { name: 'Northwind Visa Counsel' });
  });
  afterAll(() => database?.close());

  const opts = { reason: 'Electronically signed', signingTime: new Date(), location: 'test.localhost' };
  /** The seal a signing in this firm's scope gets, the firm being called `name` at the time. */
  const sealAt = (t: TenantRow | null, name = t?.name ?? '') =>
    t
      ? withTenant(database.db, t.id, (tx) =>
          sealFor(
            {
              tx,
              scopeTenantId: t.id,
              tenant: { id: t.id, slug: t.slug, name, typeId: t.typeId, status: t.status },
            } as unknown as CallContext<unknown>,
            opts,
          ),
        )
      : withPlatform(database.db, (tx) =>
          sealFor({ tx, scopeTenantId: PLATFORM_TENANT_ID, tenant: null } as unknown as CallContext<unknown>, opts),
        );
  const rowsSeenBy = (t: TenantRow) => withTenant(database.db, t.id, (tx) => tx.select().from(esignCertificates));
  const rowOf = async (t: TenantRow) =>
    (
      await withSystem(database.db, (tx) =>
        tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, t.id)),
      )
    )[0];

  it('made at the first signing in the firm’s name, kept, never named after the product; other firms do not see it', async () => {
    const platformSha = await ensureProductSealCertificate(database.db);
    const first = await sealAt(a);
    expect(first.key.info).toMatchObject({
      subject: 'Alvarez & Reyes Immigration LLP e-signature seal',
      organization: 'Alvarez & Reyes Immigration LLP',
      issuer: 'Alvarez & Reyes Immigration LLP e-signature seal',
    });
    expect(first.name).toBe('Alvarez & Reyes Immigration LLP');
    expect(JSON.stringify({ ...first.key.info, name: first.name })).not.toMatch(/passage/i);
    expect(first.key.info.sha256).not.toBe(platformSha);
    expect(await rowOf(a)).toMatchObject({ source: 'product', sha256: first.key.info.sha256 });
    expect((await sealAt(a)).key.info.sha256).toBe(first.key.info.sha256);

    // B sees its own row (once made) and the platform's, never A's.
    const atB = await sealAt(b);
    expect(atB.key.info.subject).toBe('Northwind Visa Counsel e-signature seal');
    const seen = await rowsSeenBy(b);
    expect(seen.map((r) => r.tenantId).sort()).toEqual([PLATFORM_TENANT_ID, b.id].sort());
  });

  it('re-issued in the new name after a renaming; an uploaded certificate is never replaced', async () => {
    const before = await rowOf(a);
    const renamed = await sealAt(a, 'Alvarez Reyes LLP');
    expect(renamed.key.info).toMatchObject({
      subject: 'Alvarez Reyes LLP e-signature seal',
      organization: 'Alvarez Reyes LLP',
    });
    expect(renamed.key.info.sha256).not.toBe(before!.sha256);
    expect(await rowOf(a)).toMatchObject({ source: 'product', sha256: renamed.key.info.sha256 });

    // The firm's row becomes an uploaded certificate: a later name change leaves it alone.
    await withTenant(database.db, a.id, (tx) =>
      tx.update(esignCertificates).set({ source: 'uploaded' }).where(eq(esignCertificates.tenantId, a.id)),
    );
    const uploaded = await sealAt(a, 'Someone Else LLP');
    expect(uploaded.key.info.sha256).toBe(renamed.key.info.sha256);
    expect(await rowOf(a)).toMatchObject({ source: 'uploaded', sha256: renamed.key.info.sha256 });
  });

  it('without a firm (platform scope) the seal is the neutral "E-signature seal", no organisation', async () => {
    const seal = await sealAt(null);
    expect(seal.key.info).toMatchObject({
      subject: 'E-signature seal',
      organization: null,
      issuer: 'E-signature seal',
    });
  });
});
