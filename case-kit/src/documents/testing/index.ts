/** `case-kit/testing/documents`: a fake pdf.js document (mock `case-kit/pdf` with it). */
export * from './fakePdf';
