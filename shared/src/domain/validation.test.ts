import { z } from 'zod';
import {
  ACCEPTED_UPLOAD_TYPES,
  documentTypeClass,
  fileClass,
  isAcceptedUpload,
  isBlank,
  isFieldRequired,
  isTemporaryAccountEmail,
  refineConfirmCaseNumber,
  refineZipByCountry,
  validateConfirmCaseNumber,
  validateDate,
  validateDigitsOnly,
  validateDocuments,
  validateEmail,
  validateMax,
  validateMinLength,
  validatePassport,
  validateRequired,
  validateStrongPassword,
  validateUpload,
  validateZip,
  zDocuments,
  zEmail,
  zPassport,
  zStrongPassword,
  zUsDate,
  zZip,
} from './validation';
import {
  e164PhoneParser,
  formatCallingCode,
  formatPhone,
  toUsPhoneNumber,
  validatePhone,
  type PhoneParser,
} from './validation-phone';

const STRONG = 'The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character';

describe('required (SPEC §5)', () => {
  it("uses 'Please fill {field} .' in forms and '*{field} is required' as the other message", () => {
    expect(validateRequired('', 'First Name')).toBe('Please fill First Name .');
    expect(validateRequired('   ', 'First Name', 'star')).toBe('*First Name is required');
    expect(validateRequired(null, 'City')).toBe('Please fill City .');
    expect(validateRequired([], 'Tags')).toBe('Please fill Tags .');
    expect(validateRequired('x', 'City')).toBeNull();
    expect(validateRequired(0, 'Count')).toBeNull();
  });

  it('counts null, undefined, blank strings and empty lists as blank', () => {
    expect([null, undefined, '', ' \t', []].every(isBlank)).toBe(true);
    expect([0, false, 'a', ['a']].some(isBlank)).toBe(false);
  });

  it.each([
    ['A field is required when a field-level flag forces it', { isRequired: true }, { required: false }, true],
    ['… forcing wins over a not-required flag', { isRequired: true, notRequired: true }, { required: true }, true],
    ['It is not required when a not-required flag is set', { notRequired: true }, { required: true }, false],
    ["Otherwise it follows the template's required flag (true)", {}, { required: true }, true],
    ["Otherwise it follows the template's required flag ('true')", {}, { required: 'true' }, true],
    ['Otherwise … template required false', {}, { required: false }, false],
    ["Otherwise … template required 'false'", {}, { required: 'false' }, false],
    ['No flags and no template: not required', null, undefined, false],
  ])('%s', (_name, field, template, expected) => {
    expect(isFieldRequired(field, template)).toBe(expected);
  });
});

describe('documents required (SPEC §5: at least one file with status true)', () => {
  it.each([
    [[{ status: true }], null],
    [[{ status: false }, { status: true }], null],
    [[{ status: false }], 'Passport is required'],
    [[{}], 'Passport is required'],
    [[], 'Passport is required'],
    [null, 'Passport is required'],
  ])('%j → %s', (files, expected) => {
    expect(validateDocuments(files, 'Passport')).toBe(expected);
  });

  it('zDocuments reports the same message', () => {
    expect(zDocuments('Resume').safeParse([{ status: true, name: 'a.pdf' }]).success).toBe(true);
    const failed = zDocuments('Resume').safeParse([{ status: false }]);
    expect(failed.error?.issues[0]?.message).toBe('Resume is required');
  });
});

describe('email (SPEC §5: standard address pattern)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'neil@example.org"])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', '@example.com', 'a@-b.com', 'a@b.c'])('rejects %s', (email) => {
    expect(validateEmail(email, 'Email')).toBe('The Email field must be a valid email');
  });
  it('lets an empty value pass (the required rule handles it)', () => {
    expect(validateEmail('')).toBeNull();
    expect(zEmail().safeParse('').success).toBe(true);
    expect(zEmail().safeParse('x').success).toBe(false);
  });

  it('flags emails on a temporary-account domain, including subdomains, case-insensitively', () => {
    expect(isTemporaryAccountEmail('someone@Mailinator.com')).toBe(true);
    expect(isTemporaryAccountEmail('x@eu.yopmail.com')).toBe(true);
    expect(isTemporaryAccountEmail('x@notmailinator.com')).toBe(false);
    expect(isTemporaryAccountEmail('x@gmail.com')).toBe(false);
    expect(isTemporaryAccountEmail('x@temp.firm.test', ['temp.firm.test'])).toBe(true);
    expect(isTemporaryAccountEmail('no-at-sign')).toBe(false);
  });
});

describe('phone (SPEC §5)', () => {
  it("must be a valid number, else 'is not a valid phone number'", () => {
    expect(validatePhone('+12015550123')).toBeNull();
    expect(validatePhone('+919876543210')).toBeNull();
    expect(validatePhone('12345')).toBe('is not a valid phone number');
    expect(validatePhone('+1 123 555 0123')).toBe('is not a valid phone number');
    expect(validatePhone('+12', {}, 'Mobile')).toBe('Mobile is not a valid phone number');
    expect(validatePhone('')).toBeNull();
  });

  it('The US variant prepends +1 after stripping brackets and dashes', () => {
    expect(toUsPhoneNumber('(201) 555-0123')).toBe('+12015550123');
    expect(toUsPhoneNumber('201-555-0123')).toBe('+12015550123');
    expect(toUsPhoneNumber('1-201-555-0123')).toBe('+12015550123');
    expect(toUsPhoneNumber('+12015550123')).toBe('+12015550123');
    expect(validatePhone('(201)555-0123', { us: true })).toBeNull();
    expect(validatePhone('(201)555-0123')).toBe('is not a valid phone number');
  });

  it('combines a chosen calling code with a number typed without +', () => {
    expect(validatePhone('98765 43210', { countryCallingCode: '+91' })).toBeNull();
    expect(validatePhone('98765 43210', { countryCallingCode: '91' })).toBeNull();
  });

  it('Display is international when parseable, else (xxx)xxx-xxxx', () => {
    expect(formatPhone('+12015550123')).toBe('+1 201 555 0123');
    expect(formatPhone('(201) 555-0123', { us: true })).toBe('+1 201 555 0123');
    expect(formatPhone('1235550123')).toBe('(123)555-0123');
    expect(formatPhone('12-34')).toBe('12-34');
    expect(formatPhone(null)).toBe('');
  });

  it('uses an injected parser (libphonenumber-js shape) when given', () => {
    const seen: string[] = [];
    const parser: PhoneParser = (text) => {
      seen.push(text);
      return { number: text, isValid: () => text === '+447700900123', formatInternational: () => '+44 7700 900123' };
    };
    expect(validatePhone('07700900123', { countryCallingCode: '44', parser })).toBe('is not a valid phone number');
    expect(validatePhone('7700 900123', { countryCallingCode: '44', parser })).toBeNull();
    expect(formatPhone('+447700900123', { parser })).toBe('+44 7700 900123');
    expect(seen).toContain('+447700900123');
  });

  it('the fallback parser rejects what is not E.164', () => {
    expect(e164PhoneParser('2015550123')).toBeUndefined();
    expect(e164PhoneParser('+0123456789')?.isValid()).toBe(false);
    expect(e164PhoneParser('+1234567890123456')?.isValid()).toBe(false);
  });

  it('A country calling code shows with a leading +', () => {
    expect(formatCallingCode('1')).toBe('+1');
    expect(formatCallingCode(91)).toBe('+91');
    expect(formatCallingCode('+44')).toBe('+44');
    expect(formatCallingCode('')).toBe('');
    expect(formatCallingCode(null)).toBe('');
  });
});

describe('strong password (SPEC §5)', () => {
  it.each([
    ['Abc1!x', null],
    ['Zz9@zz', null],
    ['Passw0rd&more', null],
    ['Ab1!x', STRONG], // at least 6 characters
    ['abc1!xy', STRONG], // one uppercase
    ['ABC1!XY', STRONG], // one lowercase
    ['Abcd!xy', STRONG], // one digit
    ['Abcd1xy', STRONG], // one of !@#$%^&*
    ['Abcd1x?', STRONG], // ? is not one of them
  ])('%s → %s', (password, expected) => {
    expect(validateStrongPassword(password)).toBe(expected);
  });

  it('zStrongPassword reports the spec message', () => {
    expect(zStrongPassword().safeParse('Abc1!x').success).toBe(true);
    expect(zStrongPassword().safeParse('abc').error?.issues[0]?.message).toBe(STRONG);
  });
});

describe('digits, maximum, minimum, confirm case number (SPEC §5)', () => {
  it("Digits only: 'The {field} field must contain only digits.'", () => {
    expect(validateDigitsOnly('0123', 'SSN')).toBeNull();
    expect(validateDigitsOnly(42, 'SSN')).toBeNull();
    expect(validateDigitsOnly('12a', 'SSN')).toBe('The SSN field must contain only digits.');
    expect(validateDigitsOnly('-1', 'SSN')).toBe('The SSN field must contain only digits.');
    expect(validateDigitsOnly('1.5', 'Hours')).toBe('The Hours field must contain only digits.');
  });

  it("Maximum: 'Field value must be less than or equal to {n}'", () => {
    expect(validateMax('40', 40)).toBeNull();
    expect(validateMax(39.5, 40)).toBeNull();
    expect(validateMax('41', 40)).toBe('Field value must be less than or equal to 40');
    expect(validateMax('abc', 40)).toBe('Field value must be less than or equal to 40');
  });

  it("Minimum: 'Minimum value {length} is required'", () => {
    expect(validateMinLength('abcd', 4)).toBeNull();
    expect(validateMinLength('abc', 4)).toBe('Minimum value 4 is required');
  });

  it('Confirm case number must equal the entered one after trimming', () => {
    expect(validateConfirmCaseNumber(' EAC123 ', 'EAC123')).toBeNull();
    expect(validateConfirmCaseNumber('EAC123', 'EAC124')).toBe('The Conform Case Number confirmation does not match');
    expect(validateConfirmCaseNumber('EAC123', 'eac123')).toBe('The Conform Case Number confirmation does not match');
  });

  it('refineConfirmCaseNumber puts the issue on the confirmation field', () => {
    const schema = z
      .object({ caseNumber: z.string(), confirmCaseNumber: z.string() })
      .superRefine(refineConfirmCaseNumber());
    expect(schema.safeParse({ caseNumber: 'A1', confirmCaseNumber: ' A1' }).success).toBe(true);
    const issue = schema.safeParse({ caseNumber: 'A1', confirmCaseNumber: 'A2' }).error?.issues[0];
    expect(issue).toMatchObject({
      message: 'The Conform Case Number confirmation does not match',
      path: ['confirmCaseNumber'],
    });
  });
});

describe("zip code (SPEC §5, 'Zip Code not valid')", () => {
  const BAD = 'Zip Code not valid';
  it.each([
    ['Country id 231 requires exactly 5 characters', '95014', 231, null],
    ['231: four digits fail', '9501', 231, BAD],
    ['231: ZIP+4 fails (exactly 5)', '22162-1010', 231, BAD],
    ['231: digits only', '9501A', 231, BAD],
    ['India (6 digits, given by the country)', '110034', 101, null],
    ['India: 5 digits fail', '11003', 101, BAD],
    ['bounded by the country minimum and maximum (Brazil 8–9)', '40301110', 30, null],
    ['… Brazil with its separator', '40301-110', 30, null],
    ['… Brazil below the minimum', '4030111', 30, BAD],
    ['… Brazil above the maximum', '40301-1100', 30, BAD],
    ['Digits only, unless the country allows letters and digits (Canada)', 'h3z 2y7', 38, null],
    ['… Canada without the space', 'H3Z2Y7', 38, null],
    ['… United Kingdom', 'EC1Y 8SY', 230, null],
    ['… letters in a digits-only country (India)', '11003A', 101, BAD],
    ['… a separator the country does not use', '110-034', 101, BAD],
    ['… a separator at the edge', '-40301110', 30, BAD],
    ['… two separators in a row', '40301--110', 30, BAD],
    ['otherwise 6 (a country without postal codes: Hong Kong, id 98)', '123456', 98, null],
    ['otherwise 6 (a country the data gives no length: North Korea, id 115)', '12345', 115, BAD],
    ['otherwise 6 (no country)', '12345', null, BAD],
    ['otherwise 6 (no country, 6 digits)', '123456', undefined, null],
    ['empty passes (the required rule handles it)', '', 231, null],
  ])('%s: %s', (_name, value, countryId, expected) => {
    expect(validateZip(value, countryId)).toBe(expected);
  });

  it('Length equals the one value given when only one of minimum and maximum is given', () => {
    expect(validateZip('1234', 5, { minLength: 4, letters: false, separators: '' })).toBeNull();
    expect(validateZip('12345', 5, { minLength: 4, letters: false, separators: '' })).toBe(BAD);
    expect(validateZip('1234567', 5, { maxLength: 7, letters: false, separators: '' })).toBeNull();
    expect(validateZip('123456', 5, { maxLength: 7, letters: false, separators: '' })).toBe(BAD);
  });

  it('zZip and refineZipByCountry apply the same rule', () => {
    expect(zZip(231).safeParse('95014').success).toBe(true);
    expect(zZip(231).safeParse('950141').error?.issues[0]?.message).toBe(BAD);
    const schema = z
      .object({ zipcode: z.string(), countryId: z.number() })
      .superRefine(refineZipByCountry('zipcode', 'countryId'));
    expect(schema.safeParse({ zipcode: '110034', countryId: 101 }).success).toBe(true);
    expect(schema.safeParse({ zipcode: '110034', countryId: 231 }).error?.issues[0]).toMatchObject({
      message: BAD,
      path: ['zipcode'],
    });
  });
});

describe("passport (SPEC §5, 'Passport number not valid')", () => {
  it.each([
    ['must mix letters and digits for 231', 'A12345678', 231, null],
    ['231: digits only fail', '123456789', 231, 'Passport number not valid'],
    ['231: letters only fail', 'ABCDEFGH', 231, 'Passport number not valid'],
    ['must mix letters and digits for 101', 'J8369854', 101, null],
    ['101: symbols fail', 'J836-9854', 101, 'Passport number not valid'],
    ['other countries are not checked', '123456789', 38, null],
  ])('%s: %s', (_name, value, countryId, expected) => {
    expect(validatePassport(value, countryId)).toBe(expected);
  });

  it('zPassport reports the spec message', () => {
    expect(zPassport(101).safeParse('12345678').error?.issues[0]?.message).toBe('Passport number not valid');
  });
});

describe("date (SPEC §5, 'Date must be a valid format (MM/DD/YYYY)')", () => {
  it.each([
    ['03/05/2026', null],
    ['02/29/2024', null],
    ['02/29/2025', 'Date must be a valid format (MM/DD/YYYY)'],
    ['13/01/2026', 'Date must be a valid format (MM/DD/YYYY)'],
    ['3/5/2026', 'Date must be a valid format (MM/DD/YYYY)'],
    ['2026-03-05', 'Date must be a valid format (MM/DD/YYYY)'],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(validateDate(value)).toBe(expected);
  });

  it('zUsDate reports the spec message', () => {
    expect(zUsDate().safeParse('31/12/2026').error?.issues[0]?.message).toBe(
      'Date must be a valid format (MM/DD/YYYY)',
    );
  });
});

describe('files (SPEC §5)', () => {
  it('Accepted file types: images, PDF, Word', () => {
    expect(isAcceptedUpload({ name: 'scan.jpg', mimetype: 'image/jpeg' })).toBe(true);
    expect(isAcceptedUpload({ name: 'a.pdf', mimetype: 'application/pdf' })).toBe(true);
    expect(
      isAcceptedUpload({
        name: 'a.docx',
        mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe(true);
    expect(isAcceptedUpload({ name: 'a.doc', mimetype: '' })).toBe(true);
    expect(isAcceptedUpload({ name: 'a.xlsx', mimetype: 'application/vnd.ms-excel' })).toBe(false);
    expect(isAcceptedUpload({ name: 'run.exe', mimetype: 'application/octet-stream' })).toBe(false);
    expect(isAcceptedUpload({ name: 'a.pdf.exe' })).toBe(false);
    expect(validateUpload({ name: 'a.zip' })).toBe('Only images, PDF and Word documents can be uploaded');
    expect(ACCEPTED_UPLOAD_TYPES.split(',')).toEqual(expect.arrayContaining(['image/*', '.pdf', '.doc', '.docx']));
  });

  it.each([
    ['a.DOCX', 'office'],
    ['notes.txt', 'office'],
    ['sheet.xlsb', 'office'],
    ['logo.svg', 'image'],
    ['photo.JPEG', 'image'],
    ['form.pdf', 'pdf'],
    ['clip.mp4', undefined],
    ['noextension', undefined],
  ])('File classes: %s → %s', (name, expected) => {
    expect(fileClass({ name })).toBe(expected);
  });

  it('takes the extension from extn before the name', () => {
    expect(fileClass({ name: 'a.bin', extn: '.PDF' })).toBe('pdf');
  });

  it.each([
    [{ mimetype: 'video/mp4' }, 'video/audio'],
    [{ mimetype: 'audio/mpeg' }, 'video/audio'],
    [{ mimetype: 'application/pdf' }, 'pdf'],
    [{ mimetype: 'application/msword' }, 'word'],
    [{ mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, 'excel'],
    [{ mimetype: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }, 'powerpoint'],
    [{ mimetype: 'application/zip' }, 'zip'],
    [{ mimetype: 'image/png' }, 'image'],
    [{ name: 'deck.pptx' }, 'powerpoint'],
    [{ name: 'data.csv', mimetype: '' }, 'excel'],
    [{ name: 'thing.xyz' }, undefined],
  ])('Document type classes: %j → %s', (file, expected) => {
    expect(documentTypeClass(file)).toBe(expected);
  });
});
