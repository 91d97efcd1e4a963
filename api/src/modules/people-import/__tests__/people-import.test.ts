import { commitPeopleImportCall, companyDetailsCall, createCompanyCall, listBeneficiariesCall, listCompaniesCall, listPeopleActivityCall, previewPeopleImportCall } from 'shared/contract';
import { testDbKinds, type TestLogin } from '../../../testing';
import { peopleHarness, type PeopleHarness, type PeopleTenant } from '../../../testing';

const GOOD_AND_BAD = [
  'First Name,Last Name,Email,Date of Birth,Citizenship Country,Passport Number,Passport Expiry Date,Petitioner FEIN',
  'Ravi,Shankar,ravi.shankar@example.test,05/31/1990,IN,K1234567,05/31/2030,12-3456789',
  'Mei,Chen,mei.chen@example.test,02/30/1991,China,E12345678,01/15/2029,',
  ',Lopez,not-an-email,01/01/1988,Mexico,G12345678,,',
  '"Nguyen, Jr.",Tuan,tuan@example.test,07/04/1994,VN,C1234567,07/04/2031,',
].join('\r\n');

describe.each(testDbKinds())('people import (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let admin: TestLogin;

  beforeAll(async () => {
    h = await peopleHarness(kind);
    A = await h.newTenant();
    admin = await A.login(3);
    await h.post(A, createCompanyCall, { name: 'Northwind Analytics Inc.', feiNumber: '12-3456789' }, admin);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('previews every row with the spec’s messages and writes nothing', async () => {
    const res = await h.post(A, previewPeopleImportCall, { kind: 'beneficiary', csv: GOOD_AND_BAD }, admin);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ validCount: 2, errorCount: 2 });
    expect(res.result.columns).toEqual(['firstName', 'lastName', 'email', 'dateOfBirth', 'citizenshipCountry', 'passportNumber', 'passportExpiryDate', 'petitionerFein']);
    const errors = Object.fromEntries(res.result.rows.map((r: { rowNumber: number; errors: unknown[] }) => [r.rowNumber, r.errors]));
    expect(errors[1]).toEqual([]);
    expect(errors[2]).toEqual([{ field: 'dateOfBirth', message: 'Date must be a valid format (MM/DD/YYYY)' }]);
    expect(errors[3]).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Please fill First Name .' },
        { field: 'email', message: 'The Email field must be a valid email' },
      ]),
    );
    expect(res.result.rows[3].values.firstName).toBe('Nguyen, Jr.');
    expect((await h.post(A, listBeneficiariesCall, {}, admin)).result.count).toBe(0);
  });

  it('commit refuses the whole file when any row has an error: nothing half-imported', async () => {
    const res = await h.post(A, commitPeopleImportCall, { kind: 'beneficiary', csv: GOOD_AND_BAD }, admin);
    expect(res.status).toBe(422);
    expect(res.error.message).toBe('2 row(s) have errors; nothing was imported.');
    expect(res.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'rows.2.dateOfBirth', message: 'Date must be a valid format (MM/DD/YYYY)' },
        { path: 'rows.3.firstName', message: 'Please fill First Name .' },
        { path: 'rows.3.email', message: 'The Email field must be a valid email' },
      ]),
    );
    expect((await h.post(A, listBeneficiariesCall, {}, admin)).result.count).toBe(0);
  });

  it('catches passport rules and duplicates in the file and in the tenant', async () => {
    const csv = [
      'firstName,lastName,email,passportNumber,passportCountry,petitionerFein',
      'A,One,a@example.test,12345678,India,',
      'B,Two,b@example.test,K7654321,India,99-9999999',
      'C,Three,b@example.test,K7654321,India,',
    ].join('\n');
    const res = await h.post(A, previewPeopleImportCall, { kind: 'beneficiary', csv }, admin);
    const e = res.result.rows.map((r: { errors: { field: string; message: string }[] }) => r.errors.map((x) => `${x.field}: ${x.message}`));
    expect(e[0]).toEqual(['passportNumber: Passport number not valid']);
    expect(e[1]).toEqual(['petitionerFein: Petitioner not found']);
    expect(e[2]).toEqual(['passportNumber: Duplicate passport number (same as row 2)', 'email: Duplicate e-mail (same as row 2)']);
  });

  it('imports a clean file in one go, linked to the petitioner by FEIN, then flags the rows as duplicates', async () => {
    const csv = GOOD_AND_BAD.split('\r\n').filter((_, i) => i !== 2 && i !== 3).join('\r\n');
    const res = await h.post(A, commitPeopleImportCall, { kind: 'beneficiary', csv }, admin);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ kind: 'beneficiary', created: 2 });
    const list = await h.post(A, listBeneficiariesCall, { sort: { field: 'name', order: 1 } }, admin);
    expect(list.result.data.map((b: { name: string; companyName: string | null; passportExpiry: string | null }) => [b.name, b.companyName, b.passportExpiry])).toEqual([
      ['Nguyen, Jr. Tuan', null, '2031-07-04'],
      ['Ravi Shankar', 'Northwind Analytics Inc.', '2030-05-31'],
    ]);
    const again = await h.post(A, previewPeopleImportCall, { kind: 'beneficiary', csv }, admin);
    expect(again.result.errorCount).toBe(2);
    const act = await h.post(A, listPeopleActivityCall, { entity: 'beneficiary', id: res.result.ids[0] }, admin);
    expect(act.result.data[0].action).toBe('import');
  });

  it('imports petitioners with FEIN, zip and number checks', async () => {
    const csv = [
      'name,feiNumber,naicsCode,employeesCount,yearEstablished,email,line1,city,state,zipcode,country',
      'Lakeside Dental Group PLLC,45-6789012,621210,35,2004,office@lakeside.example,1 Lake St,Madison,Wisconsin,53703,US',
      'Bad Numbers Inc,456789012,abc,3.5,3000,x@y,1 Main,Austin,Texas,7870,US',
      'Northwind Copy,12-3456789,,,,,,,,,',
    ].join('\n');
    const preview = await h.post(A, previewPeopleImportCall, { kind: 'company', csv }, admin);
    const e = preview.result.rows.map((r: { errors: { field: string; message: string }[] }) => r.errors.map((x) => `${x.field}: ${x.message}`));
    expect(e[0]).toEqual([]);
    expect(e[1]).toEqual([
      'feiNumber: FEIN must be in the format NN-NNNNNNN',
      'naicsCode: NAICS code must be 2 to 6 digits',
      'employeesCount: The Employees Count field must contain only digits.',
      `yearEstablished: Field value must be less than or equal to ${new Date().getUTCFullYear()}`,
      'email: The Email field must be a valid email',
      'zipcode: Zip Code not valid',
    ]);
    expect(e[2]).toEqual(['feiNumber: A petitioner with this FEIN already exists']);
    expect((await h.post(A, commitPeopleImportCall, { kind: 'company', csv }, admin)).status).toBe(422);
    expect((await h.post(A, listCompaniesCall, {}, admin)).result.count).toBe(1);
    const ok = await h.post(A, commitPeopleImportCall, { kind: 'company', csv: csv.split('\n').slice(0, 2).join('\n') }, admin);
    expect(ok.result.created).toBe(1);
    const company = await h.post(A, companyDetailsCall, { companyId: ok.result.ids[0] }, admin);
    expect(company.result).toMatchObject({ name: 'Lakeside Dental Group PLLC', employeesCount: 35, addresses: [expect.objectContaining({ zipcode: '53703', locationDetails: { name: 'Madison' } })] });
  });

  it('refuses files without the required columns, and non-staff callers', async () => {
    const res = await h.post(A, previewPeopleImportCall, { kind: 'company', csv: 'fein\n12-1234567' }, admin);
    expect(res.status).toBe(422);
    expect(res.error.issues).toEqual([{ path: 'csv', message: 'Missing column(s): name' }]);
    expect((await h.post(A, previewPeopleImportCall, { kind: 'company', csv: 'name\nX' }, await A.login(50))).status).toBe(403);
    expect((await h.post(A, commitPeopleImportCall, { kind: 'company', csv: 'name\nX' }, await A.login(13))).status).toBe(403);
  });
});
