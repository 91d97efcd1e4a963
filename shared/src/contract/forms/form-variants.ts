import { downloadCaseDocumentsCall } from '../case-documents/download-case-documents';
import { defineCall, type CallDeclaration } from '../define-call';
import { downloadAllFormsCall } from './download-all-forms';
import { generatePdfFormDocumentCall } from './generate-pdf-form-document';
import { pdfFormVersionListCall } from './pdf-form-version-list';
import { savePdfFormVersionCall } from './save-pdf-form-version';

/*
 * SPEC §7: "Equivalents exist under /rfe-petition/, /perm/ and /gc-petition/. They add
 * generate-pdf-form-document, pdf-form-version-list, save-pdf-form-version, download-all-forms,
 * download-documents…". Same payloads, answers and rules as the case calls, and the case must be
 * of the prefix's kind: an RFE case (kind 'rfe'), a PERM case ('perm') or a green-card case
 * ('gc': I-130, I-140, I-485); any other case answers 404.
 */

/** Case kinds with their own call prefix. */
export type FormCaseKind = 'rfe' | 'perm' | 'gc';

export const FORM_CASE_KIND_PREFIX: Readonly<Record<FormCaseKind, string>> = {
  rfe: '/rfe-petition',
  perm: '/perm',
  gc: '/gc-petition',
};

/** What a wrong-kind (or unseen) case answers under the prefix: 404 with this message. */
export const FORM_CASE_KIND_NOT_FOUND: Readonly<Record<FormCaseKind, string>> = {
  rfe: 'RFE case not found',
  perm: 'PERM case not found',
  gc: 'Green card case not found',
};

const LABEL: Readonly<Record<FormCaseKind, string>> = {
  rfe: 'an RFE case',
  perm: 'a PERM case',
  gc: 'a green card case (I-130, I-140, I-485)',
};

function variant<C extends CallDeclaration>(base: C, kind: FormCaseKind, action: string): C {
  return defineCall({
    ...base,
    path: `${FORM_CASE_KIND_PREFIX[kind]}/${action}` as `/${string}`,
    summary: `${base.summary} For ${LABEL[kind]} only (404 otherwise).`,
  }) as unknown as C;
}

function variantsOf(kind: FormCaseKind) {
  return {
    generate: variant(generatePdfFormDocumentCall, kind, 'generate-pdf-form-document'),
    list: variant(pdfFormVersionListCall, kind, 'pdf-form-version-list'),
    save: variant(savePdfFormVersionCall, kind, 'save-pdf-form-version'),
    downloadAll: variant(downloadAllFormsCall, kind, 'download-all-forms'),
    downloadDocuments: variant(downloadCaseDocumentsCall, kind, 'download-documents'),
  } as const;
}

export const rfeFormCalls = variantsOf('rfe');
export const permFormCalls = variantsOf('perm');
export const gcFormCalls = variantsOf('gc');

export const FORM_VARIANT_CALLS: Readonly<Record<FormCaseKind, ReturnType<typeof variantsOf>>> = {
  rfe: rfeFormCalls,
  perm: permFormCalls,
  gc: gcFormCalls,
};
