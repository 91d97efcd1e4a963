import {
  BENEFICIARY_CALLS,
  COMPANY_CALLS,
  CONTACT_CALLS,
  CUSTOMER_CALLS,
  DOCUMENT_TYPE_KEYS,
  DOCUMENT_TYPES,
  EXPIRY_CALLS,
  INDIVIDUAL_CALLS,
  LEAD_CALLS,
  PEOPLE_CALLS,
  PEOPLE_IMPORT_CALLS,
  ZAddress,
  ZCreateBeneficiaryPayload,
  ZCreateCompanyPayload,
  canMoveLead,
} from '../index';

const ALL = [
  ...PEOPLE_CALLS,
  ...COMPANY_CALLS,
  ...BENEFICIARY_CALLS,
  ...INDIVIDUAL_CALLS,
  ...CUSTOMER_CALLS,
  ...CONTACT_CALLS,
  ...LEAD_CALLS,
  ...EXPIRY_CALLS,
  ...PEOPLE_IMPORT_CALLS,
];

describe('people contract', () => {
  it.each(ALL.map((c) => [c.path, c] as const))('%s: the example is a valid payload', (_path, c) => {
    const r = c.payload.safeParse(c.example);
    if (!r.success) throw new Error(JSON.stringify(r.error.issues));
    expect(r.success).toBe(true);
  });

  it('names every id field of the examples in `ids`', () => {
    for (const c of ALL) {
      for (const [k, v] of Object.entries(c.example as Record<string, unknown>)) {
        if (/Id$/.test(k) && typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v)) expect([c.path, k, c.ids[k]]).toEqual([c.path, k, expect.any(String)]);
      }
    }
  });

  it('has a document-type registry with tooltips on degrees, marksheets, I-20s, spouse documents and recent approvals', () => {
    expect(DOCUMENT_TYPE_KEYS.length).toBeGreaterThanOrEqual(60);
    for (const k of ['bachelors_degree', 'masters_marksheets', 'i20', 'spouse_passport', 'recent_approvals'] as const) {
      expect((DOCUMENT_TYPES[k] as { tooltip?: string }).tooltip).toEqual(expect.any(String));
    }
    for (const k of ['passport_bio_page', 'visa_stamp', 'i94_record', 'i797_approval', 'pay_stubs', 'w2', 'federal_tax_return', 'resume', 'offer_letter', 'experience_letter', 'marriage_certificate', 'birth_certificate', 'sponsor_family_relationship', 'perm_recruitment_ad']) {
      expect(DOCUMENT_TYPE_KEYS).toContain(k);
    }
  });

  it('checks FEIN, passport by country, zip by country and phone with the spec messages', () => {
    const bad = ZCreateCompanyPayload.safeParse({ name: 'X', feiNumber: '123456789' });
    expect(bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['feiNumber: FEIN must be in the format NN-NNNNNNN']);
    const phone = ZCreateCompanyPayload.safeParse({ name: 'X', phone: '555-01', countryCallingCode: '1' });
    expect(phone.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['phone: is not a valid phone number']);
    expect(ZCreateCompanyPayload.safeParse({ name: 'X', phone: '(415) 555-0132' }).success).toBe(true);
    expect(ZCreateCompanyPayload.safeParse({ name: 'X', phone: '98765 43210', countryCallingCode: '+91' }).success).toBe(true);
    const b = ZCreateBeneficiaryPayload.safeParse({ firstName: 'A', lastName: 'B', passport: { number: '12345678', countryId: 101 } });
    expect(b.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['passport.number', 'Passport number not valid']]);
    // Other countries are not checked for letters and digits.
    expect(ZCreateBeneficiaryPayload.safeParse({ firstName: 'A', lastName: 'B', passport: { number: '12345678', countryId: 45 } }).success).toBe(true);
    const zip = ZAddress.safeParse({ line1: 'x', countryDetails: { id: 231, name: 'United States' }, zipcode: '1234' });
    expect(zip.error!.issues.map((i) => i.message)).toEqual(['Zip Code not valid']);
    expect(ZAddress.safeParse({ line1: 'x', countryDetails: { id: 231, name: 'United States' }, zipcode: '94105' }).success).toBe(true);
  });

  it('moves leads only along the pipeline', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true);
    expect(canMoveLead('retained', 'new')).toBe(false);
    expect(canMoveLead('lost', 'new')).toBe(true);
    expect(canMoveLead('consultation_booked', 'new')).toBe(false);
  });
});
