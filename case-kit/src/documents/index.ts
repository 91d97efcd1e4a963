/** `case-kit/documents`: the case documents panel and the firm's documents awaiting review. */
export { AwaitingReviewList } from './components/AwaitingReviewList';
export { CaseDocumentsPanel } from './components/CaseDocumentsPanel';
export { PdfViewer } from './components/PdfViewer';
