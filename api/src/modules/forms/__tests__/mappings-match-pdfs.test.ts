import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { PDFCheckBox, PDFDropdown, PDFTextField } from 'pdf-lib';
import { FORM_MAPPINGS } from 'shared/forms-mappings';
import { findRepoRoot } from '../../../platform/config';
import { openOfficialPdf, uscisPdfDir } from '../forms.pdf';

/** Every field a mapping names exists in the official PDF with the kind the mapping expects. */
describe.each(FORM_MAPPINGS.map((m) => [m.code, m] as const))('mapping %s matches its PDF', (_code, mapping) => {
  it('names only fields of the PDF, with the right kind and within the box length', async () => {
    const bytes = await readFile(join(uscisPdfDir(findRepoRoot()), mapping.pdfFile));
    const form = (await openOfficialPdf(bytes)).getForm();
    const problems: string[] = [];
    for (const rule of [...mapping.fields, ...mapping.manual]) {
      const f = form.getFieldMaybe(rule.field);
      if (!f) {
        problems.push(`missing: ${rule.field}`);
        continue;
      }
      const kind =
        f instanceof PDFCheckBox
          ? 'checkbox'
          : f instanceof PDFDropdown
            ? 'dropdown'
            : f instanceof PDFTextField
              ? 'text'
              : 'other';
      if (kind !== rule.kind) problems.push(`${rule.field}: PDF has ${kind}, mapping says ${rule.kind}`);
      if (f instanceof PDFTextField && rule.kind === 'text') {
        const max = f.getMaxLength();
        if (max != null && (rule.maxLength == null || rule.maxLength > max))
          problems.push(`${rule.field}: PDF MaxLen ${max}, mapping ${String(rule.maxLength)}`);
      }
    }
    // The signature boxes (issue 20 point 2): text fields with a widget large enough to sign in,
    // one for the form's signatory (petitioner or applicant) and one for the preparer.
    for (const slot of mapping.signatures) {
      for (const name of [slot.field, slot.dateField]) {
        const f = form.getFieldMaybe(name);
        if (!(f instanceof PDFTextField))
          problems.push(`signature ${slot.role}: ${name} is not a text field of the PDF`);
      }
      const rect = form.getFieldMaybe(slot.field)?.acroField.getWidgets()[0]?.getRectangle();
      if (!rect || rect.width < 60 || rect.height < 10)
        problems.push(`signature ${slot.role}: ${slot.field} box too small`);
    }
    expect(mapping.signatures.some((s) => s.role === 'petitioner' || s.role === 'applicant')).toBe(true);
    expect(mapping.signatures.some((s) => s.role === 'preparer')).toBe(true);
    expect(problems).toEqual([]);
  });
});
