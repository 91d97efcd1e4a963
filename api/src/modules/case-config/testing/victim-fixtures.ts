import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { questionnaireTemplates } from '../../questionnaires';
import { caseConfigs } from '../case-config.table';

/* Records of the victim tenant the /case-config/* calls take (a subtype it added, …) for platform/http/__tests__/isolation.test.ts. */
export const CASE_CONFIG_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  caseSubtype: async (db, victim) => {
    const marker = `SECRET-SUBTYPE-${randomBytes(6).toString('hex')}`;
    const subTypeId = randomInt(100_000, 99_000_000);
    await withTenant(db, victim.id, (tx) => tx.insert(caseConfigs).values({ typeId: 4, subTypeId, name: marker, custom: true }));
    return {
      value: subTypeId,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(caseConfigs).where(and(eq(caseConfigs.typeId, 4), eq(caseConfigs.subTypeId, subTypeId)))),
    };
  },
  /* A saved questionnaire template of the victim, for /case-config/save's questionnaireTemplateId. */
  questionnaireTemplate: async (db, victim) => {
    const marker = `SECRET-QTEMPLATE-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(questionnaireTemplates)
        .values({ kind: 'beneficiary', typeId: 4, subTypeId: randomInt(1, 1_000_000), name: marker, fields: [] })
        .returning({ id: questionnaireTemplates.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, row!.id))),
    };
  },
};
