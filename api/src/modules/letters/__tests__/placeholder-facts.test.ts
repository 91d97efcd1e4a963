import { createPetitionCall } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { LETTER_PLACEHOLDERS, resolvePlaceholder } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { beneficiaries } from '../../beneficiaries';
import { companies } from '../../companies';
import { petitions } from '../../petitions';
import { tenants } from '../../tenants';
import { users } from '../../users';
import { buildLetterData, type LetterContext } from '../letters.data';
import { caseTenantSuite } from '../../../testing';

/*
 * Issue 20 point 8: every letter placeholder writes the fact it names. A case whose facts are all
 * different (the company's "business type" holds its legal entity type, as in the demo data), built
 * the way a letter reads it, and one expectation per placeholder.
 */
const US = { id: 231, name: 'United States' };
const addr = (line1: string, city: string, state: string, zipcode: string, type = 'mailing') => ({
  type,
  line1,
  line2: null,
  locationDetails: { id: 1, name: city },
  stateDetails: { id: 1, name: state },
  countryDetails: US,
  zipcode,
});

/** What each placeholder must read from that case. */
const EXPECTED: Record<string, string | null> = {
  'beneficiary.fullName': 'Ananya Rao Iyer',
  'beneficiary.firstName': 'Ananya',
  'beneficiary.lastName': 'Iyer',
  'beneficiary.dateOfBirth': 'March 4, 1994',
  'beneficiary.citizenship': 'India',
  'beneficiary.passport.number': 'Z7654321',
  'beneficiary.currentStatus': 'F-1',
  'beneficiary.email': 'ananya.facts@example.test',
  // The questionnaire's U.S. address wins over the profile's older one.
  'beneficiary.usAddress': '200 Park Ave, New York, NY 10166',
  'beneficiary.degree': "Master's degree",
  'beneficiary.fieldOfStudy': 'Computer Science',
  'beneficiary.university': 'Stanford University',
  'petitioner.name': 'Cascade Health Partners LLC',
  'petitioner.dba': 'Cascade Health',
  'petitioner.fein': '91-2045873',
  'petitioner.address': '1200 Madison St, Seattle, Washington 98104',
  'petitioner.phone': '(206) 555-0188',
  'petitioner.email': 'hr@cascadehealth.example',
  'petitioner.website': 'https://cascadehealth.example',
  // Not "is engaged in Limited Liability Company": the NAICS code's sector.
  'petitioner.businessType': 'health care and social assistance',
  'petitioner.entityType': 'Limited Liability Company',
  'petitioner.yearEstablished': '1998',
  'petitioner.employeesCount': '1,350',
  'petitioner.grossIncome': '$212,000,000.00',
  'petitioner.signer.fullName': 'Robert Nguyen',
  'petitioner.signer.title': 'Chief Operating Officer',
  'petitioner.signer.email': 'robert.nguyen@cascadehealth.example',
  // The signer has no phone of his own: the company's number is not his.
  'petitioner.signer.phone': null,
  'case.caseNumber': 'CASCADE-7',
  'case.receiptNumber': 'WAC2612345678',
  'case.typeName': 'H-1B',
  'case.subTypeName': null,
  'case.validityFrom': 'October 1, 2026',
  'case.validityTo': 'September 30, 2029',
  'employment.jobTitle': 'Clinical Data Analyst',
  'employment.socCode': '15-2051',
  'employment.duties': 'Analyses clinical outcomes data',
  'employment.startDate': 'October 15, 2026',
  'employment.endDate': 'October 14, 2029',
  'employment.wage.amount': '$98,500.00',
  'employment.wage.per': 'per year',
  'employment.hoursPerWeek': '40',
  'employment.worksite': '1200 Madison St, Seattle, WA 98104',
  'firm.name': 'Facts & Partners LLP',
  'firm.address': '1100 Connecticut Ave NW, Washington, District of Columbia 20036',
  'firm.phone': '(202) 555-0147',
  'firm.email': 'office@facts.example',
  'attorney.fullName': 'Jordan Ellis',
  // Set below: the case attorney's login address.
  'attorney.email': null,
  today: 'November 22, 2026',
};

describe('letter placeholders read the right facts (issue 20 point 8)', () => {
  const { h, A } = caseTenantSuite('pglite');
  let letter: LetterContext;

  beforeAll(async () => {
    const c = await h.post(
      A.t,
      createPetitionCall,
      {
        typeId: 1,
        petitionerId: A.companyId,
        beneficiaryId: A.beneficiaryId,
        attorneyId: A.attorney.userId,
        title: 'Case title, not a job title',
      },
      A.admin,
    );
    expect(c.status).toBe(200);
    letter = await withTenant(h.database.db, A.t.id, async (tx) => {
      await tx
        .update(companies)
        .set({
          name: 'Cascade Health Partners LLC',
          dba: 'Cascade Health',
          feiNumber: '91-2045873',
          naicsCode: '621111',
          employeesCount: 1350,
          grossIncome: 212_000_000,
          yearEstablished: 1998,
          businessType: 'Limited Liability Company',
          website: 'https://cascadehealth.example',
          email: 'hr@cascadehealth.example',
          phone: '(206) 555-0188',
          addresses: [addr('1200 Madison St', 'Seattle', 'Washington', '98104')] as never,
          authSigner: {
            firstName: 'Robert',
            lastName: 'Nguyen',
            title: 'Chief Operating Officer',
            email: 'robert.nguyen@cascadehealth.example',
            phone: null,
          } as never,
        })
        .where(eq(companies.id, A.companyId));
      await tx
        .update(beneficiaries)
        .set({
          firstName: 'Ananya',
          middleName: 'Rao',
          lastName: 'Iyer',
          email: 'ananya.facts@example.test',
          dateOfBirth: '1994-03-04',
          citizenshipCountryId: 101,
          passportNumber: 'Z7654321',
          currentStatusCode: 'F-1',
          profile: { addresses: [addr('9 Old Rd', 'Boston', 'Massachusetts', '02110')] },
        })
        .where(eq(beneficiaries.id, A.beneficiaryId));
      await tx.update(users).set({ firstName: 'Jordan', lastName: 'Ellis' }).where(eq(users.id, A.attorney.userId));
      await tx
        .update(tenants)
        .set({
          name: 'Facts & Partners LLP',
          phone: '(202) 555-0147',
          contactEmail: 'office@facts.example',
          address: addr('1100 Connecticut Ave NW', 'Washington', 'District of Columbia', '20036'),
        })
        .where(eq(tenants.id, A.t.id));
      const [row] = await tx
        .update(petitions)
        .set({
          customCaseNumber: 'CASCADE-7',
          receiptNumber: 'WAC2612345678',
          validityFrom: '2026-10-01',
          validityTo: '2029-09-30',
          subTypeId: null,
          data: {
            questionnaire: {
              beneficiary: {
                address: {
                  street: '200 Park Ave',
                  city: 'New York',
                  state: 'NY',
                  zip: '10166',
                  country: 'United States',
                },
                education: {
                  highestDegree: "Master's degree",
                  field: 'Computer Science',
                  institution: 'Stanford University',
                },
              },
              employment: {
                jobTitle: 'Clinical Data Analyst',
                socCode: '15-2051',
                duties: 'Analyses clinical outcomes data',
                startDate: '2026-10-15',
                endDate: '2029-10-14',
                wage: { amount: 98500, per: 'year' },
                hoursPerWeek: 40,
                worksite: { street: '1200 Madison St', city: 'Seattle', state: 'WA', zip: '98104' },
              },
              // A previous petition's receipt number is not this case's.
              previousReceiptNumber: 'EAC1900000001',
            },
          },
        })
        .where(eq(petitions.id, c.result.id))
        .returning();
      return buildLetterData(tx, row!, '2026-11-22');
    });
    EXPECTED['attorney.email'] = A.attorney.email;
  });

  it('has an expectation for every placeholder of the catalogue', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(LETTER_PLACEHOLDERS.map((p) => p.key).sort());
  });

  it.each(LETTER_PLACEHOLDERS.map((p) => p.key))('{{%s}}', (key) => {
    expect(resolvePlaceholder(key, letter.data, letter.lookups)).toBe(EXPECTED[key]);
  });
});
