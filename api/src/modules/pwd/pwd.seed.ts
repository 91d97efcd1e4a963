import { and, asc, eq } from 'drizzle-orm';
import { CASE_TYPE, PWD_CASE_STATUS, PWD_STATUS, pwdWorkflow, ROLE } from 'shared/domain';
import type { Db } from '../../platform/db';
import type { CallContext } from '../../platform/http';
import { users } from '../users';
import { createKindCase, petitions, shownCaseNumber } from '../petitions';
import { pwdDetails, pwdWageAreas, pwdWageImports, pwdWageRows } from './pwd.table';

/**
 * Sample wage rows in the OFLC ALC_Export format (the same rows as the importer's test fixture).
 * They are SAMPLE figures for the demo, not DOL's published wages: the import is flagged `sample`
 * and the screens say so.
 */
export const SAMPLE_WAGE_ROWS = [
  { areaCode: '12420', socCode: '15-1252', level1: 45.12, level2: 55.38, level3: 65.63, level4: 75.89, average: 60.51 },
  { areaCode: '12420', socCode: '13-2011', level1: 28.34, level2: 36.1, level3: 43.87, level4: 51.63, average: 39.98 },
  { areaCode: '35620', socCode: '15-1252', level1: 52.4, level2: 63.21, level3: 74.02, level4: 84.83, average: 68.62 },
  { areaCode: '35620', socCode: '17-2051', level1: 36.02, level2: 45.41, level3: 54.8, level4: 64.19, average: 50.11 },
] as const;
export const SAMPLE_AREAS = [
  { areaCode: '12420', areaName: 'Austin-Round Rock-San Marcos, TX', stateAb: 'TX', state: 'Texas' },
  { areaCode: '35620', areaName: 'New York-Newark-Jersey City, NY-NJ', stateAb: 'NY', state: 'New York' },
] as const;

export async function seedSampleWages(tx: Db): Promise<string> {
  const [imp] = await tx
    .insert(pwdWageImports)
    .values({ year: '2025-2026', label: 'Sample rows (demo data, not DOL figures)', state: 'active', sample: true, activatedAt: new Date() })
    .returning({ id: pwdWageImports.id });
  await tx.insert(pwdWageRows).values(SAMPLE_WAGE_ROWS.map((r) => ({ ...r, importId: imp!.id, geoLevel: 1, label: 'Sample' })));
  await tx.insert(pwdWageAreas).values(SAMPLE_AREAS.map((a) => ({ ...a, importId: imp!.id })));
  return imp!.id;
}

/** The demo: sample wage rows and one PWD with a determination for the first H-1B case with a petitioner. */
export async function seedDemoPwds(tx: Db): Promise<number> {
  await seedSampleWages(tx);
  const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.roleId, ROLE.ADMIN)).orderBy(asc(users.createdAt)).limit(1);
  const [c] = await tx
    .select()
    .from(petitions)
    .where(and(eq(petitions.typeId, CASE_TYPE.H1B), eq(petitions.kind, 'petition')))
    .orderBy(asc(petitions.caseNumber))
    .limit(1);
  if (!admin || !c) return 0;
  const ctx = { tx, payload: {} } as unknown as CallContext<unknown>;
  const row = await createKindCase(ctx, { userId: admin.id, userName: admin.name }, {
    kind: 'pwd',
    typeId: CASE_TYPE.PWD,
    subTypeId: 30,
    workflow: pwdWorkflow(1, CASE_TYPE.PWD),
    statusId: PWD_CASE_STATUS[PWD_STATUS.DETERMINED],
    title: c.title ?? 'Software Developer',
    petitionerId: c.petitionerId,
    beneficiaryId: c.beneficiaryId,
    branchId: c.branchId,
    parentId: c.id,
    parentRelation: 'pwd',
    note: `Demo PWD for case ${shownCaseNumber(c)}`,
    staff: { attorneyId: c.attorneyId, paralegalId: c.paralegalId },
  });
  const log = (statusId: number, at: string) => ({ statusId, createdBy: admin.id, createdByName: admin.name, at, note: 'Demo data' });
  await tx.insert(pwdDetails).values({
    petitionId: row.id,
    statusId: PWD_STATUS.DETERMINED,
    statusLogs: [log(1, '2025-12-01T15:00:00Z'), log(2, '2025-12-03T15:00:00Z'), log(3, '2026-03-30T15:00:00Z')],
    jobTitle: c.title ?? 'Software Developer',
    duties: 'Design, build and test data pipelines and services; review code; work with analysts on requirements.',
    socCode: '15-1252',
    socTitle: 'Software Developers',
    areaCode: '12420',
    worksiteCity: 'Austin',
    worksiteState: 'TX',
    worksiteZip: '78701',
    education: 'bachelor',
    educationField: 'Computer Science',
    experienceMonths: 36,
    specialRequirements: null,
    filedDate: '2025-12-03',
    etaCaseNumber: 'P-100-25337-123456',
    determinationDate: '2026-03-30',
    wage: 115190.4,
    wageUnit: 'year',
    wageLevel: 'II',
    wageSource: 'OEWS',
    validFrom: '2026-03-30',
    validTo: '2027-03-29',
    createdBy: admin.id,
  });
  return 1;
}
