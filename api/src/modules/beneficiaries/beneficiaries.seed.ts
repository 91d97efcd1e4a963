import { eq } from 'drizzle-orm';
import type { TAddress } from 'shared/contract';
import type { Db } from '../../platform/db';
import { branches } from '../branches';
import { users } from '../users';
import { companies, companyUsers, type NewCompanyRow } from '../companies';
import { contactCategories, contacts } from '../contacts';
import { individuals } from '../individuals';
import { leads } from '../leads';
import { addDaysIso } from '../../platform/data';
import { columnsFromProfile } from './beneficiaries.service';
import { beneficiaries, type NewBeneficiaryRow } from './beneficiaries.table';

/*
 * Demo people of the demo tenant (issue 6): 8 petitioner companies, 30 principal beneficiaries
 * with dependents, 5 individuals, 10 contacts in 4 categories and 8 leads across the pipeline.
 * Expiry dates are relative to the seeding day, so the calendar always shows some expired items
 * and some due within 30, 90 and 180 days. petitioner@demo.test administers Northwind Analytics;
 * beneficiary@demo.test is Beatriz Santos, one of its employees.
 */

const US = { id: 231, name: 'United States' };
const addr = (line1: string, city: string, state: string, stateId: number, zipcode: string, extra: Partial<TAddress> = {}): TAddress => ({
  type: 'physical',
  line1,
  line2: null,
  aptType: null,
  locationDetails: { name: city },
  stateDetails: { id: stateId, name: state },
  countryDetails: US,
  zipcode,
  ...extra,
});

interface CompanySeed extends Omit<NewCompanyRow, 'branchId'> {
  key: string;
  branch: 'DC' | 'NY' | 'SF';
}

const COMPANIES: CompanySeed[] = [
  {
    key: 'northwind', branch: 'SF', name: 'Northwind Analytics Inc.', feiNumber: '94-3187652', naicsCode: '541511', employeesCount: 420,
    grossIncome: 68_500_000, netIncome: 7_900_000, yearEstablished: 2009, businessType: 'Corporation', website: 'https://northwind-analytics.example',
    email: 'immigration@northwind-analytics.example', phone: '(415) 555-0132', countryCallingCode: '1',
    addresses: [addr('500 Howard St', 'San Francisco', 'California', 3924, '94105', { line2: '400', aptType: 'ste' })],
    contacts: [{ name: 'Maya Chen', title: 'HR Director', email: 'maya.chen@northwind-analytics.example', phone: '(415) 555-0147', countryCallingCode: '1', isPrimary: true }],
    authSigner: { firstName: 'Daniel', lastName: 'Brooks', title: 'Chief Executive Officer', email: 'daniel.brooks@northwind-analytics.example', phone: '(415) 555-0100', countryCallingCode: '1', signatureKey: null, signedAt: null },
    statusId: 1, registrationCompleted: true,
  },
  {
    key: 'cascade', branch: 'DC', name: 'Cascade Health Partners LLC', feiNumber: '91-2045873', naicsCode: '621111', employeesCount: 1350,
    grossIncome: 212_000_000, netIncome: 14_300_000, yearEstablished: 1998, businessType: 'Limited Liability Company', website: 'https://cascadehealth.example',
    email: 'hr@cascadehealth.example', phone: '(206) 555-0188', countryCallingCode: '1',
    addresses: [addr('1200 Madison St', 'Seattle', 'Washington', 3975, '98104')],
    contacts: [{ name: 'Olivia Grant', title: 'Talent Acquisition Manager', email: 'olivia.grant@cascadehealth.example', isPrimary: true }],
    authSigner: { firstName: 'Robert', lastName: 'Nguyen', title: 'Chief Operating Officer', email: 'robert.nguyen@cascadehealth.example', phone: null, countryCallingCode: null, signatureKey: null, signedAt: null },
    statusId: 1, registrationCompleted: true,
  },
  {
    key: 'lonestar', branch: 'SF', name: 'Lone Star Semiconductor Corp.', feiNumber: '74-2968410', naicsCode: '334413', employeesCount: 2600,
    grossIncome: 940_000_000, netIncome: 121_000_000, yearEstablished: 1987, businessType: 'Corporation', website: 'https://lonestarsemi.example',
    email: 'global.mobility@lonestarsemi.example', phone: '(512) 555-0119', countryCallingCode: '1',
    addresses: [addr('9800 N Capital of Texas Hwy', 'Austin', 'Texas', 3970, '78759')],
    contacts: [{ name: 'James Whitaker', title: 'Global Mobility Lead', email: 'james.whitaker@lonestarsemi.example', isPrimary: true }],
    authSigner: { firstName: 'Karen', lastName: 'Holt', title: 'VP Human Resources', email: 'karen.holt@lonestarsemi.example', phone: null, countryCallingCode: null, signatureKey: null, signedAt: null },
    statusId: 4, registrationCompleted: true,
  },
  {
    key: 'brightwater', branch: 'NY', name: 'Brightwater Medical Center', feiNumber: '36-4419027', naicsCode: '622110', employeesCount: 5100,
    grossIncome: 1_250_000_000, netIncome: 38_000_000, yearEstablished: 1952, businessType: 'Nonprofit Corporation', website: 'https://brightwatermed.example',
    email: 'gme.office@brightwatermed.example', phone: '(312) 555-0163', countryCallingCode: '1',
    addresses: [addr('2500 W Harrison St', 'Chicago', 'Illinois', 3934, '60612')],
    contacts: [{ name: 'Dr. Angela Morris', title: 'Director, Graduate Medical Education', email: 'angela.morris@brightwatermed.example', isPrimary: true }],
    authSigner: { firstName: 'Thomas', lastName: 'Reilly', title: 'Chief Human Resources Officer', email: 'thomas.reilly@brightwatermed.example', phone: null, countryCallingCode: null, signatureKey: null, signedAt: null },
    statusId: 1, registrationCompleted: true,
  },
  {
    key: 'summit', branch: 'SF', name: 'Summit Cloud Systems, Inc.', feiNumber: '84-1739265', naicsCode: '518210', employeesCount: 230,
    grossIncome: 41_000_000, netIncome: 3_200_000, yearEstablished: 2014, businessType: 'Corporation', website: 'https://summitcloud.example',
    email: 'people@summitcloud.example', phone: '(303) 555-0171', countryCallingCode: '1',
    addresses: [addr('1801 California St', 'Denver', 'Colorado', 3926, '80202', { line2: '2100', aptType: 'flr' })],
    contacts: [{ name: 'Priya Raman', title: 'People Operations Manager', email: 'priya.raman@summitcloud.example', isPrimary: true }],
    authSigner: { firstName: 'Eric', lastName: 'Lindqvist', title: 'Chief Technology Officer', email: 'eric.lindqvist@summitcloud.example', phone: null, countryCallingCode: null, signatureKey: null, signedAt: null },
    statusId: 1, registrationCompleted: true,
  },
  {
    key: 'harborview', branch: 'NY', name: 'Harborview Biotech Inc.', feiNumber: '04-3395186', naicsCode: '541714', employeesCount: 310,
    grossIncome: 57_000_000, netIncome: -4_800_000, yearEstablished: 2011, businessType: 'Corporation', website: 'https://harborviewbio.example',
    email: 'talent@harborviewbio.example', phone: '(617) 555-0129', countryCallingCode: '1',
    addresses: [addr('75 Binney St', 'Cambridge', 'Massachusetts', 3943, '02142')],
    contacts: [{ name: 'Sarah Goldberg', title: 'Head of HR', email: 'sarah.goldberg@harborviewbio.example', isPrimary: true }],
    authSigner: { firstName: 'Michael', lastName: 'Osei', title: 'Chief Scientific Officer', email: 'michael.osei@harborviewbio.example', phone: null, countryCallingCode: null, signatureKey: null, signedAt: null },
    statusId: 1, registrationCompleted: true,
  },
  {
    key: 'peachtree', branch: 'DC', name: 'Peachtree Nursing & Rehabilitation LLC', feiNumber: '58-2264719', naicsCode: '623110', employeesCount: 480,
    grossIncome: 36_000_000, netIncome: 1_900_000, yearEstablished: 2003, businessType: 'Limited Liability Company', website: 'https://peachtreerehab.example',
    email: 'hr@peachtreerehab.example', phone: '(404) 555-0152', countryCallingCode: '1',
    addresses: [addr('3350 Peachtree Rd NE', 'Atlanta', 'Georgia', 3931, '30326')],
    contacts: [{ name: 'Denise Walker', title: 'HR Manager', email: 'denise.walker@peachtreerehab.example', isPrimary: true }],
    authSigner: null,
    statusId: 3, registrationCompleted: false,
  },
  {
    key: 'meridian', branch: 'NY', name: 'Meridian Fintech Labs Inc.', feiNumber: '13-4076528', naicsCode: '541512', employeesCount: 95,
    grossIncome: 18_200_000, netIncome: 950_000, yearEstablished: 2017, businessType: 'Corporation', website: 'https://meridianfintech.example',
    email: 'ops@meridianfintech.example', phone: '(212) 555-0195', countryCallingCode: '1',
    addresses: [addr('55 Water St', 'New York', 'New York', 3956, '10041', { line2: '32', aptType: 'flr' })],
    contacts: [{ name: 'Nora Kaplan', title: 'Operations Director', email: 'nora.kaplan@meridianfintech.example', isPrimary: true }],
    authSigner: { firstName: 'Arjun', lastName: 'Mehta', title: 'Founder & CEO', email: 'arjun.mehta@meridianfintech.example', phone: null, countryCallingCode: null, signatureKey: null, signedAt: null },
    statusId: 1, registrationCompleted: true,
  },
];

const C = { IN: 101, CN: 44, MX: 142, PH: 173, CA: 38, KR: 116, BR: 30, NG: 160, VN: 238, GB: 230, PK: 166, NP: 153, TW: 214, CO: 47, EG: 64 } as const;

interface Dep {
  relation: 'spouse' | 'child';
  first: string;
  last: string;
  dob: string;
  passport: string;
  passportDays: number;
  status: string;
  statusDays: number;
  ead?: number;
}

interface BenSeed {
  company: string;
  first: string;
  middle?: string;
  last: string;
  gender: 'male' | 'female';
  dob: string;
  birthCity: string;
  country: number;
  passport: string;
  /** Days from today to the expiry of each document. */
  passportDays: number;
  status: string;
  statusDays: number;
  visaDays?: number;
  i94Days?: number;
  i797Days?: number;
  eadDays?: number;
  /** First H/L day, days from today (negative: in the past). */
  hlStartDays?: number;
  degree: string;
  school: string;
  email?: string;
  attorney?: 'attorney' | 'paralegal';
  deps?: Dep[];
}

const BENEFICIARIES: BenSeed[] = [
  { company: 'northwind', first: 'Beatriz', last: 'Santos', gender: 'female', dob: '1993-02-11', birthCity: 'Quezon City', country: C.PH, passport: 'P4827103A', passportDays: 612, status: 'H-1B', statusDays: 75, visaDays: 75, i94Days: 75, i797Days: 75, hlStartDays: -1400, degree: 'M.S. Data Science', school: 'University of San Francisco', email: 'beneficiary@demo.test' },
  { company: 'northwind', first: 'Ananya', last: 'Iyer', gender: 'female', dob: '1992-04-17', birthCity: 'Chennai', country: C.IN, passport: 'Z4821937', passportDays: 1290, status: 'H-1B', statusDays: 410, visaDays: 410, i94Days: 410, i797Days: 410, hlStartDays: -1700, degree: 'M.S. Computer Science', school: 'Arizona State University',
    deps: [
      { relation: 'spouse', first: 'Karthik', last: 'Iyer', dob: '1990-11-02', passport: 'P7712094', passportDays: 25, status: 'H-4', statusDays: 410, ead: 140 },
      { relation: 'child', first: 'Meera', last: 'Iyer', dob: '2019-08-23', passport: 'V3390217', passportDays: 870, status: 'H-4', statusDays: 410 },
    ] },
  { company: 'northwind', first: 'Wei', last: 'Zhang', gender: 'male', dob: '1990-09-05', birthCity: 'Chengdu', country: C.CN, passport: 'EH4471825', passportDays: 160, status: 'H-1B', statusDays: 530, visaDays: -40, i94Days: 530, i797Days: 530, hlStartDays: -2050, degree: 'Ph.D. Electrical Engineering', school: 'University of Illinois Urbana-Champaign', attorney: 'paralegal' },
  { company: 'northwind', first: 'Rahul', middle: 'Kumar', last: 'Verma', gender: 'male', dob: '1995-01-28', birthCity: 'Lucknow', country: C.IN, passport: 'T9043328', passportDays: 2100, status: 'F-1 OPT', statusDays: 28, eadDays: 28, degree: 'M.S. Business Analytics', school: 'University of Texas at Dallas' },
  { company: 'cascade', first: 'Maria', middle: 'Fernanda', last: 'López', gender: 'female', dob: '1988-06-14', birthCity: 'Guadalajara', country: C.MX, passport: 'G31875402', passportDays: 95, status: 'TN', statusDays: 180, i94Days: 180, degree: 'B.S. Nursing', school: 'Universidad de Guadalajara' },
  { company: 'cascade', first: 'Joseph', last: 'Dela Cruz', gender: 'male', dob: '1987-03-30', birthCity: 'Cebu City', country: C.PH, passport: 'P2209841B', passportDays: -12, status: 'H-1B', statusDays: 300, visaDays: 300, i94Days: 300, i797Days: 300, hlStartDays: -2150, degree: 'B.S. Physical Therapy', school: 'Cebu Doctors\' University',
    deps: [{ relation: 'spouse', first: 'Angelica', last: 'Dela Cruz', dob: '1989-12-19', passport: 'P6604127C', passportDays: 455, status: 'H-4', statusDays: 300 }] },
  { company: 'cascade', first: 'Chinedu', last: 'Okafor', gender: 'male', dob: '1985-07-09', birthCity: 'Enugu', country: C.NG, passport: 'A09341872', passportDays: 720, status: 'H-1B', statusDays: 14, i94Days: 14, i797Days: 14, hlStartDays: -2180, degree: 'M.D.', school: 'University of Nigeria' },
  { company: 'cascade', first: 'Emily', last: 'Tremblay', gender: 'female', dob: '1991-10-22', birthCity: 'Montreal', country: C.CA, passport: 'AK482913', passportDays: 1500, status: 'TN', statusDays: 640, i94Days: 640, degree: 'B.Sc. Medical Laboratory Science', school: 'McGill University' },
  { company: 'lonestar', first: 'Ji-hoon', last: 'Park', gender: 'male', dob: '1989-05-03', birthCity: 'Seoul', country: C.KR, passport: 'M48203917', passportDays: 980, status: 'L-1A', statusDays: 220, i94Days: 220, i797Days: 220, hlStartDays: -1000, degree: 'M.S. Materials Science', school: 'KAIST',
    deps: [
      { relation: 'spouse', first: 'Soo-yeon', last: 'Park', dob: '1990-02-14', passport: 'M55107284', passportDays: 980, status: 'L-2', statusDays: 220, ead: 60 },
      { relation: 'child', first: 'Min-jun', last: 'Park', dob: '2017-06-30', passport: 'M61930485', passportDays: -3, status: 'L-2', statusDays: 220 },
    ] },
  { company: 'lonestar', first: 'Mei-Ling', last: 'Chen', gender: 'female', dob: '1993-12-01', birthCity: 'Taichung', country: C.TW, passport: '312948570', passportDays: 1840, status: 'H-1B', statusDays: 760, visaDays: 760, i94Days: 760, i797Days: 760, hlStartDays: -200, degree: 'M.S. Electrical Engineering', school: 'Texas A&M University' },
  { company: 'lonestar', first: 'Venkata', middle: 'Sai', last: 'Reddy', gender: 'male', dob: '1990-08-15', birthCity: 'Hyderabad', country: C.IN, passport: 'S2718465', passportDays: 45, status: 'H-1B', statusDays: 88, visaDays: 88, i94Days: 88, i797Days: 88, hlStartDays: -2120, degree: 'M.S. Computer Engineering', school: 'University of Houston' },
  { company: 'lonestar', first: 'Tuan', last: 'Nguyen', gender: 'male', dob: '1994-04-04', birthCity: 'Ho Chi Minh City', country: C.VN, passport: 'C6083915', passportDays: 1100, status: 'F-1 STEM OPT', statusDays: 170, eadDays: 170, degree: 'M.S. Mechanical Engineering', school: 'University of Texas at Austin' },
  { company: 'brightwater', first: 'Ayesha', last: 'Siddiqui', gender: 'female', dob: '1991-03-19', birthCity: 'Lahore', country: C.PK, passport: 'AB7710392', passportDays: 330, status: 'J-1', statusDays: 120, i94Days: -1, degree: 'MBBS', school: 'King Edward Medical University' },
  { company: 'brightwater', first: 'Oluwaseun', last: 'Adeyemi', gender: 'female', dob: '1990-11-27', birthCity: 'Ibadan', country: C.NG, passport: 'A11928374', passportDays: 560, status: 'H-1B', statusDays: 170, i94Days: 170, i797Days: 170, hlStartDays: -900, degree: 'M.D.', school: 'University of Ibadan' },
  { company: 'brightwater', first: 'Arjun', last: 'Nair', gender: 'male', dob: '1986-01-08', birthCity: 'Kochi', country: C.IN, passport: 'K8830162', passportDays: 260, status: 'H-1B', statusDays: 400, visaDays: 400, i94Days: 400, i797Days: 400, hlStartDays: -2160, degree: 'M.D. Internal Medicine', school: 'Christian Medical College Vellore',
    deps: [{ relation: 'spouse', first: 'Lakshmi', last: 'Nair', dob: '1988-05-25', passport: 'K9021847', passportDays: 260, status: 'H-4', statusDays: 400, ead: -10 }] },
  { company: 'brightwater', first: 'Camila', last: 'Rodríguez', gender: 'female', dob: '1992-07-12', birthCity: 'Medellín', country: C.CO, passport: 'AQ493810', passportDays: 1380, status: 'H-1B', statusDays: 690, i94Days: 690, i797Days: 690, hlStartDays: -120, degree: 'M.S. Biostatistics', school: 'Johns Hopkins University' },
  { company: 'summit', first: 'Lucas', last: 'Oliveira', gender: 'male', dob: '1989-10-10', birthCity: 'São Paulo', country: C.BR, passport: 'FZ738291', passportDays: 710, status: 'O-1A', statusDays: 55, i94Days: 55, i797Days: 55, degree: 'B.S. Computer Science', school: 'Universidade de São Paulo' },
  { company: 'summit', first: 'Priyanka', last: 'Sharma', gender: 'female', dob: '1996-02-29', birthCity: 'Jaipur', country: C.IN, passport: 'W3319024', passportDays: 2400, status: 'H-1B', statusDays: 735, visaDays: 735, i94Days: 735, i797Days: 735, hlStartDays: -30, degree: 'M.S. Software Engineering', school: 'San Jose State University' },
  { company: 'summit', first: 'Oliver', last: 'Bennett', gender: 'male', dob: '1987-09-18', birthCity: 'Manchester', country: C.GB, passport: '547219830', passportDays: 900, status: 'E-2', statusDays: 1200, i94Days: 520, degree: 'B.Eng. Computer Systems', school: 'University of Manchester' },
  { company: 'summit', first: 'Hao', last: 'Li', gender: 'male', dob: '1992-12-24', birthCity: 'Wuhan', country: C.CN, passport: 'EJ5082319', passportDays: 38, status: 'H-1B', statusDays: 610, i94Days: 610, i797Days: 610, hlStartDays: -1600, degree: 'M.S. Computer Science', school: 'Carnegie Mellon University' },
  { company: 'harborview', first: 'Xiaoyu', last: 'Wang', gender: 'female', dob: '1989-03-07', birthCity: 'Hangzhou', country: C.CN, passport: 'EK1849203', passportDays: 1650, status: 'H-1B', statusDays: 160, i94Days: 160, i797Days: 160, hlStartDays: -2100, degree: 'Ph.D. Molecular Biology', school: 'Boston University',
    deps: [{ relation: 'child', first: 'Ethan', last: 'Wang', dob: '2021-01-15', passport: '598302174', passportDays: 400, status: 'H-4', statusDays: 160 }] },
  { company: 'harborview', first: 'Ahmed', last: 'Hassan', gender: 'male', dob: '1988-08-02', birthCity: 'Alexandria', country: C.EG, passport: 'A28410375', passportDays: 210, status: 'O-1A', statusDays: 460, i94Days: 460, i797Days: 460, degree: 'Ph.D. Biochemistry', school: 'Cornell University' },
  { company: 'harborview', first: 'Sunita', last: 'Thapa', gender: 'female', dob: '1994-06-21', birthCity: 'Kathmandu', country: C.NP, passport: '10382947', passportDays: 800, status: 'F-1 STEM OPT', statusDays: -25, eadDays: -25, degree: 'M.S. Bioinformatics', school: 'Northeastern University' },
  { company: 'harborview', first: 'Daniela', last: 'Hernández', gender: 'female', dob: '1993-09-09', birthCity: 'Monterrey', country: C.MX, passport: 'G48120396', passportDays: 1010, status: 'TN', statusDays: 95, i94Days: 95, degree: 'M.Sc. Chemistry', school: 'Tecnológico de Monterrey' },
  { company: 'peachtree', first: 'Rosalie', last: 'Mendoza', gender: 'female', dob: '1990-04-26', birthCity: 'Davao City', country: C.PH, passport: 'P3917205A', passportDays: 1200, status: 'H-1B', statusDays: 340, i94Days: 340, i797Days: 340, hlStartDays: -1300, degree: 'B.S. Nursing', school: 'University of Santo Tomas' },
  { company: 'peachtree', first: 'Grace', last: 'Eze', gender: 'female', dob: '1992-11-03', birthCity: 'Lagos', country: C.NG, passport: 'A30182746', passportDays: 150, status: 'H-1B', statusDays: 700, i94Days: 700, i797Days: 700, hlStartDays: -400, degree: 'B.N.Sc. Nursing', school: 'University of Lagos' },
  { company: 'meridian', first: 'Siddharth', last: 'Rao', gender: 'male', dob: '1991-05-16', birthCity: 'Bengaluru', country: C.IN, passport: 'R5529013', passportDays: 3000, status: 'H-1B', statusDays: 250, visaDays: 250, i94Days: 250, i797Days: 250, hlStartDays: -2185, degree: 'M.S. Financial Engineering', school: 'Columbia University', attorney: 'paralegal',
    deps: [{ relation: 'spouse', first: 'Divya', last: 'Rao', dob: '1993-03-03', passport: 'R6630214', passportDays: 3000, status: 'H-4', statusDays: 250, ead: 250 }] },
  { company: 'meridian', first: 'Yuki', last: 'Tanaka', gender: 'female', dob: '1994-08-08', birthCity: 'Osaka', country: 109, passport: 'TR4829130', passportDays: 1700, status: 'E-2', statusDays: 1400, i94Days: 365, degree: 'B.A. Economics', school: 'Keio University' },
  { company: 'meridian', first: 'Kwame', last: 'Mensah', gender: 'male', dob: '1990-02-02', birthCity: 'Accra', country: 83, passport: 'G2834019', passportDays: 5, status: 'H-1B', statusDays: 560, i94Days: 560, i797Days: 560, hlStartDays: -600, degree: 'M.S. Computer Science', school: 'New York University' },
  { company: 'meridian', first: 'Isabella', last: 'Costa', gender: 'female', dob: '1995-10-30', birthCity: 'Rio de Janeiro', country: C.BR, passport: 'GB194827', passportDays: 470, status: 'F-1 OPT', statusDays: 130, eadDays: 130, degree: 'M.S. Data Analytics', school: 'Fordham University' },
];

const INDIVIDUALS = [
  { accountType: 'Sponsor', accountSubType: 'Spouse sponsor (I-130)', firstName: 'Laura', lastName: 'Martinez', email: 'laura.martinez@example.test', phone: '+1 312 555 0147', dob: '1986-03-14', notes: 'US citizen sponsoring her husband (I-130 / I-485).' },
  { accountType: 'Investor', accountSubType: 'EB-5 Regional Center', firstName: 'Hiroshi', lastName: 'Yamamoto', email: 'h.yamamoto@example.test', phone: '+81 90 1234 5678', dob: '1971-07-22', notes: 'EB-5 investment of $800,000 in a TEA project.' },
  { accountType: 'Individual', accountSubType: 'EB-2 NIW self-petition', firstName: 'Elena', lastName: 'Petrova', email: 'elena.petrova@example.test', phone: '+1 617 555 0120', dob: '1988-11-30', notes: 'Cancer researcher; NIW self-petition.' },
  { accountType: 'Sponsor', accountSubType: 'Parent sponsor (I-130)', firstName: 'Michael', lastName: 'Okonkwo', email: 'michael.okonkwo@example.test', phone: '+1 404 555 0191', dob: '1979-01-05', notes: 'Naturalized citizen sponsoring his parents.' },
  { accountType: 'Investor', accountSubType: 'E-2 Treaty Investor', firstName: 'Sophie', lastName: 'Laurent', email: 'sophie.laurent@example.test', phone: '+33 6 12 34 56 78', dob: '1983-05-19', notes: 'Opening a bakery franchise in Brooklyn.' },
] as const;

const CATEGORIES = [
  { key: 'referral', name: 'Referral partners', color: '#2F6FED' },
  { key: 'vendor', name: 'Vendors', color: '#7A5AF8' },
  { key: 'consular', name: 'Consular contacts', color: '#12B76A' },
  { key: 'former', name: 'Former clients', color: '#F79009' },
] as const;

const CONTACTS = [
  { firstName: 'Rebecca', lastName: 'Stone', email: 'rstone@stonehalecpa.example', organisation: 'Stone & Hale CPA', title: 'Partner', cats: ['referral'] },
  { firstName: 'David', lastName: 'Kim', email: 'david.kim@globaltranslations.example', organisation: 'Global Translations LLC', title: 'Account Manager', cats: ['vendor'] },
  { firstName: 'Fatima', lastName: 'Al-Sayed', email: 'fatima@evalservices.example', organisation: 'Credential Evaluation Services', title: 'Evaluator', cats: ['vendor'] },
  { firstName: 'Mark', lastName: 'Sullivan', email: 'msullivan@techrecruit.example', organisation: 'TechRecruit Partners', title: 'Managing Director', cats: ['referral'] },
  { firstName: 'Anjali', lastName: 'Desai', email: 'anjali.desai@example.test', organisation: null, title: null, cats: ['former'] },
  { firstName: 'Pedro', lastName: 'Alvarez', email: 'palvarez@courierexpress.example', organisation: 'Courier Express', title: 'Corporate Accounts', cats: ['vendor'] },
  { firstName: 'Hannah', lastName: 'Fischer', email: 'h.fischer@universityiso.example', organisation: 'Midwest University International Student Office', title: 'DSO', cats: ['referral', 'consular'] },
  { firstName: 'Samuel', lastName: 'Boateng', email: 'samuel.boateng@example.test', organisation: null, title: null, cats: ['former'] },
  { firstName: 'Linh', lastName: 'Tran', email: 'linh.tran@visaappointments.example', organisation: 'Visa Appointment Services', title: 'Coordinator', cats: ['consular'] },
  { firstName: 'George', lastName: 'Papadopoulos', email: 'george@papadopouloslaw.example', organisation: 'Papadopoulos Law (tax)', title: 'Attorney', cats: ['referral'] },
] as const;

const LEADS = [
  { status: 'new', source: 'lead_form', kind: 'petitioner', firstName: 'Grace', lastName: 'Okafor', email: 'grace.okafor@brightpath.example', companyName: 'BrightPath Health LLC', interest: 'H-1B', note: 'Needs two H-1B transfers for nurses before March.' },
  { status: 'new', source: 'manual', kind: 'individual', firstName: 'Tomás', lastName: 'Silva', email: 'tomas.silva@example.test', interest: 'EB-2 NIW', note: 'Called the front desk; PhD in renewable energy.' },
  { status: 'contacted', source: 'lead_form', kind: 'petitioner', firstName: 'Rachel', lastName: 'Green', email: 'rgreen@quantumleap.example', companyName: 'QuantumLeap Robotics Inc.', interest: 'O-1A', beneficiaryFirstName: 'Dmitri', beneficiaryLastName: 'Volkov', note: 'Wants O-1A for their lead engineer.' },
  { status: 'contacted', source: 'import', kind: 'individual', firstName: 'Fatou', lastName: 'Diallo', email: 'fatou.diallo@example.test', interest: 'I-130', beneficiaryFirstName: 'Mamadou', beneficiaryLastName: 'Diallo', note: 'Spouse petition; husband in Senegal.' },
  { status: 'consultation_booked', source: 'manual', kind: 'petitioner', firstName: 'Brian', lastName: 'Walsh', email: 'bwalsh@atlasmfg.example', companyName: 'Atlas Precision Manufacturing', interest: 'L-1A', note: 'Consultation about transferring a manager from Ireland.' },
  { status: 'consultation_booked', source: 'lead_form', kind: 'individual', firstName: 'Mariam', lastName: 'Haddad', email: 'mariam.haddad@example.test', interest: 'E-2', note: 'Opening a restaurant in Dearborn.' },
  { status: 'retained', source: 'manual', kind: 'petitioner', firstName: 'Kevin', lastName: 'Cho', email: 'kevin.cho@pixelforge.example', companyName: 'PixelForge Studios', interest: 'H-1B CAP', note: 'Signed engagement letter for 3 CAP registrations.' },
  { status: 'lost', source: 'import', kind: 'individual', firstName: 'Ivan', lastName: 'Petrov', email: 'ivan.petrov@example.test', interest: 'EB-1A', note: 'Went with another firm.', lostReason: 'Chose another firm (price).' },
] as const;

export interface DemoPeopleResult {
  companies: number;
  beneficiaries: number;
  dependents: number;
  individuals: number;
  contacts: number;
  leads: number;
}

/** Seeds the demo people into the current tenant scope (call inside the demo seed's transaction). */
export async function seedDemoPeople(tx: Db, opts: { today?: string } = {}): Promise<DemoPeopleResult> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const d = (days: number | undefined) => (days === undefined ? null : addDaysIso(today, days));
  const branchRows = await tx.select().from(branches);
  const branchByCode = new Map(branchRows.map((b) => [b.code ?? '', b.id]));
  const userRows = await tx.select({ id: users.id, email: users.email, roleId: users.roleId }).from(users);
  const userByEmail = new Map(userRows.map((u) => [u.email.toLowerCase(), u]));
  const attorney = userByEmail.get('attorney@demo.test')?.id ?? null;
  const paralegal = userByEmail.get('paralegal@demo.test')?.id ?? null;
  const petitioner = userByEmail.get('petitioner@demo.test');
  const beneficiaryLogin = userByEmail.get('beneficiary@demo.test');

  const companyIds = new Map<string, { id: string; branchId: string | null; name: string }>();
  for (const c of COMPANIES) {
    const { key, branch, ...values } = c;
    const branchId = branchByCode.get(branch) ?? null;
    const primaryUserId = key === 'northwind' ? (petitioner?.id ?? null) : null;
    const [row] = await tx
      .insert(companies)
      .values({ ...values, branchId, primaryUserId, profileUpdatedOn: new Date(), createdBy: attorney })
      .returning({ id: companies.id });
    companyIds.set(key, { id: row!.id, branchId, name: c.name });
  }
  const northwind = companyIds.get('northwind')!;
  if (petitioner) {
    await tx.insert(companyUsers).values({ companyId: northwind.id, userId: petitioner.id, isPrimary: true }).onConflictDoNothing();
    await tx
      .update(users)
      .set({ companyId: northwind.id, accountKey: northwind.id, companyName: northwind.name, companyStatusId: 1, companyRegistrationCompleted: true, companyProfileUpdatedOn: new Date() })
      .where(eq(users.id, petitioner.id));
  }

  let principals = 0;
  let dependents = 0;
  for (const b of BENEFICIARIES) {
    const company = companyIds.get(b.company)!;
    const email = b.email ?? `${b.first}.${b.last}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z.]/g, '') + '@example.test';
    const profile = {
      firstName: b.first,
      middleName: b.middle ?? null,
      lastName: b.last,
      email,
      phone: null,
      dateOfBirth: b.dob,
      citizenshipCountryId: b.country,
      gender: b.gender,
      birthCity: b.birthCity,
      birthCountryId: b.country,
      maritalStatus: b.deps?.some((x) => x.relation === 'spouse') ? ('married' as const) : ('single' as const),
      passport: { number: b.passport, countryId: b.country, issueDate: addDaysIso(d(b.passportDays)!, -3652), expiryDate: d(b.passportDays), issuePlace: b.birthCity },
      visa: b.visaDays !== undefined ? { type: b.status.split(' ')[0]!, number: null, issueDate: null, expiryDate: d(b.visaDays), issuePlace: null } : null,
      i94: b.i94Days !== undefined ? { number: `${String(Math.abs(hash(b.passport))).padStart(9, '0').slice(0, 9)}A${b.country % 10}`, expiryDate: d(b.i94Days), lastEntryDate: addDaysIso(today, -200) } : null,
      currentStatus: { code: b.status, validFrom: addDaysIso(today, -365), expiryDate: d(b.statusDays) },
      ead: b.eadDays !== undefined ? { category: b.status.startsWith('F-1') ? (b.status.includes('STEM') ? 'C3C' : 'C3B') : null, cardNumber: null, validFrom: addDaysIso(d(b.eadDays)!, -365), expiryDate: d(b.eadDays) } : null,
      i797: b.i797Days !== undefined ? { receiptNumber: `WAC${String(2_400_000_000 + (Math.abs(hash(b.last)) % 99_999_999)).slice(0, 10)}`, classification: b.status, validFrom: addDaysIso(today, -365), validTo: d(b.i797Days) } : null,
      hlStartDate: b.hlStartDays !== undefined ? d(b.hlStartDays) : null,
      addresses: [],
      education: [{ degree: b.degree, institution: b.school, fieldOfStudy: null, countryId: null, graduationDate: addDaysIso(b.dob, 365 * 24) }],
      employment: [{ employer: company.name, title: null, startDate: addDaysIso(today, -500), current: true }],
    };
    const cols = columnsFromProfile(null, profile as never);
    const attorneyUserId = b.attorney === 'paralegal' ? paralegal : attorney;
    const [row] = await tx
      .insert(beneficiaries)
      .values({
        ...(cols as NewBeneficiaryRow),
        firstName: b.first,
        lastName: b.last,
        companyId: company.id,
        branchId: company.branchId,
        attorneyUserId,
        relation: 'principal',
        userId: b.email === 'beneficiary@demo.test' ? (beneficiaryLogin?.id ?? null) : null,
        createdBy: attorney,
      })
      .returning({ id: beneficiaries.id });
    principals++;
    if (b.email === 'beneficiary@demo.test' && beneficiaryLogin) {
      await tx.update(users).set({ detailsId: row!.id, companyId: company.id, companyName: company.name }).where(eq(users.id, beneficiaryLogin.id));
    }
    for (const dep of b.deps ?? []) {
      const depProfile = {
        firstName: dep.first,
        lastName: dep.last,
        dateOfBirth: dep.dob,
        citizenshipCountryId: b.country,
        birthCountryId: b.country,
        gender: null,
        passport: { number: dep.passport, countryId: b.country, issueDate: addDaysIso(d(dep.passportDays)!, -3652), expiryDate: d(dep.passportDays) },
        currentStatus: { code: dep.status, validFrom: addDaysIso(today, -365), expiryDate: d(dep.statusDays) },
        i94: { number: null, expiryDate: d(dep.statusDays) },
        ead: dep.ead !== undefined ? { category: dep.status === 'H-4' ? 'C26' : 'A18', validFrom: addDaysIso(d(dep.ead)!, -730), expiryDate: d(dep.ead) } : null,
      };
      await tx.insert(beneficiaries).values({
        ...(columnsFromProfile(null, depProfile as never) as NewBeneficiaryRow),
        firstName: dep.first,
        lastName: dep.last,
        companyId: company.id,
        branchId: company.branchId,
        attorneyUserId,
        relation: dep.relation,
        principalId: row!.id,
        createdBy: attorney,
      });
      dependents++;
    }
  }

  for (const i of INDIVIDUALS) {
    await tx.insert(individuals).values({
      accountType: i.accountType,
      accountSubType: i.accountSubType,
      firstName: i.firstName,
      lastName: i.lastName,
      email: i.email,
      phone: i.phone,
      dateOfBirth: i.dob,
      notes: i.notes,
      branchId: branchByCode.get('DC') ?? null,
      createdBy: attorney,
    });
  }

  const catIds = new Map<string, string>();
  for (const c of CATEGORIES) {
    const [row] = await tx.insert(contactCategories).values({ name: c.name, color: c.color }).returning({ id: contactCategories.id });
    catIds.set(c.key, row!.id);
  }
  for (const c of CONTACTS) {
    await tx.insert(contacts).values({
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      organisation: c.organisation,
      title: c.title,
      categoryIds: c.cats.map((k) => catIds.get(k)!),
      source: 'manual',
      createdBy: attorney,
    });
  }

  const frontOffice = userByEmail.get('front.office@demo.test')?.id ?? null;
  for (const [n, l] of LEADS.entries()) {
    const created = new Date(Date.now() - (LEADS.length - n) * 3 * 86_400_000);
    await tx.insert(leads).values({
      kind: l.kind,
      firstName: l.firstName,
      lastName: l.lastName,
      email: l.email,
      companyName: 'companyName' in l ? l.companyName : null,
      interest: l.interest,
      beneficiaryFirstName: 'beneficiaryFirstName' in l ? l.beneficiaryFirstName : null,
      beneficiaryLastName: 'beneficiaryLastName' in l ? l.beneficiaryLastName : null,
      source: l.source,
      status: l.status,
      lostReason: 'lostReason' in l ? l.lostReason : null,
      assignedUserId: frontOffice,
      consultationAt: l.status === 'consultation_booked' ? new Date(`${addDaysIso(today, 3 + n)}T15:00:00Z`) : null,
      followUpDate: l.status === 'new' || l.status === 'contacted' ? addDaysIso(today, 2 + n) : null,
      notes: [{ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, text: l.note, createdAt: created.toISOString(), createdBy: frontOffice, createdByName: 'Farah Front' }],
      createdAt: created,
      updatedAt: created,
      createdBy: frontOffice,
    });
  }


  return { companies: COMPANIES.length, beneficiaries: principals, dependents, individuals: INDIVIDUALS.length, contacts: CONTACTS.length, leads: LEADS.length };
}

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}
