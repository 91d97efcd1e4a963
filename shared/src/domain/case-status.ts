/** A case (petition) status of SPEC §4 with its display colour and style class. */
export interface CaseStatus {
  id: number;
  name: string;
  /** Hex colour for chips and charts; each reaches WCAG AA 4.5:1 with white or dark text (hues of the original palette, darkened where needed). */
  colour: string;
  /** CSS class name the UI uses for the status chip. */
  styleClass: string;
}

/** The 33 case statuses of SPEC §4, in id order. */
export const CASE_STATUSES: readonly CaseStatus[] = [
  { id: 1, name: 'Case Started', colour: '#2F6EEB', styleClass: 'status-started' },
  { id: 2, name: 'Questionnaire Submitted', colour: '#4C9AFF', styleClass: 'status-submitted' },
  { id: 3, name: 'In Process', colour: '#F5A623', styleClass: 'status-in-process' },
  { id: 4, name: 'Waiting for Details', colour: '#F7B955', styleClass: 'status-waiting' },
  { id: 5, name: 'Forms & Letters Generated', colour: '#7257FF', styleClass: 'status-in-process' },
  { id: 6, name: 'Attorney Review', colour: '#7E57ED', styleClass: 'status-review' },
  { id: 7, name: 'Paralegal Review', colour: '#8355EE', styleClass: 'status-review' },
  { id: 8, name: 'Ready for Filing', colour: '#00A3BF', styleClass: 'status-ready' },
  { id: 9, name: 'Sent for Signatures', colour: '#00B8D9', styleClass: 'status-waiting' },
  { id: 10, name: 'Received Signed Forms', colour: '#00C7E6', styleClass: 'status-in-process' },
  { id: 11, name: 'Supervisor Review', colour: '#B38CF5', styleClass: 'status-review' },
  { id: 12, name: 'Submitted to USCIS', colour: '#36B37E', styleClass: 'status-filed' },
  { id: 13, name: 'Receipt Received', colour: '#57D9A3', styleClass: 'status-filed' },
  { id: 14, name: 'Job Description', colour: '#6554C0', styleClass: 'status-in-process' },
  { id: 15, name: 'PWD Filed', colour: '#006CFA', styleClass: 'status-filed' },
  { id: 16, name: 'PWD Response', colour: '#0065FF', styleClass: 'status-in-process' },
  { id: 17, name: 'Advertisements', colour: '#998DD9', styleClass: 'status-in-process' },
  { id: 18, name: 'Finalized PERM Questionnaire', colour: '#7563D3', styleClass: 'status-in-process' },
  { id: 19, name: 'PERM Draft Created', colour: '#5243AA', styleClass: 'status-in-process' },
  { id: 20, name: 'PERM Draft Approved', colour: '#403294', styleClass: 'status-review' },
  { id: 21, name: 'PERM Submitted to DOL', colour: '#00875A', styleClass: 'status-filed' },
  { id: 22, name: 'Case Approved', colour: '#00875A', styleClass: 'status-approved' },
  { id: 23, name: 'Case Denied', colour: '#DE350B', styleClass: 'status-denied' },
  { id: 24, name: 'RFE Received', colour: '#FF8B00', styleClass: 'status-rfe' },
  { id: 25, name: 'Response to RFE Filed', colour: '#FF991F', styleClass: 'status-rfe' },
  { id: 26, name: 'Response to RFE Received', colour: '#FFAB00', styleClass: 'status-rfe' },
  { id: 27, name: 'Notice of Audit', colour: '#E22A00', styleClass: 'status-audit' },
  { id: 28, name: 'Notice of Supervisory Audit', colour: '#FF7452', styleClass: 'status-audit' },
  { id: 29, name: 'Audit Response Submitted', colour: '#FF8F73', styleClass: 'status-audit' },
  { id: 30, name: 'NOID', colour: '#BF2600', styleClass: 'status-denied' },
  { id: 31, name: 'Withdrawn', colour: '#6B778C', styleClass: 'status-withdrawn' },
  { id: 32, name: 'Response Docs Prepared', colour: '#FFC400', styleClass: 'status-rfe' },
  { id: 33, name: 'Response Docs Approved', colour: '#00B8D9', styleClass: 'status-approved' },
];

export const CASE_STATUS_BY_ID: ReadonlyMap<number, CaseStatus> = new Map(
  CASE_STATUSES.map((s) => [s.id, s]),
);

/** SPEC §4: in signature statistics, status id 99 means pending with LCA. */
export const PENDING_WITH_LCA_STATUS_ID = 99;
