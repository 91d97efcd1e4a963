import type { RouteOwner } from '../federation';
import type { RouteDef } from './types';
import { SHELL_ROUTES } from './catalogue/shell';
import { MF_REPORTS_ROUTES } from './catalogue/mf-reports';
import { MF_CASES_ROUTES } from './catalogue/mf-cases';
import { MF_PERM_GC_ROUTES } from './catalogue/mf-perm-gc';
import { MF_LCA_PWD_ROUTES } from './catalogue/mf-lca-pwd';
import { MF_PEOPLE_ROUTES } from './catalogue/mf-people';
import { MF_BILLING_ROUTES } from './catalogue/mf-billing';
import { MF_COMMS_ROUTES } from './catalogue/mf-comms';
import { MF_SETTINGS_ROUTES } from './catalogue/mf-settings';

/*
 * The route catalogue: every screen of SPEC §2, the single source of truth for routing, the route
 * guard, the sidebar and page titles. Each owner's routes live in ./catalogue/<owner>.ts (a new
 * remote adds its file there and one line below); this file assembles them in catalogue order.
 *
 * Placement (owner) choices, by domain:
 * - shell: login, registration, password, activation and e-sign callback pages (§2.2, §2.3 session
 *   and account pages), /error-404, /auto-login, the profile, notifications, global search, Home
 *   (redirects to /dashboard), the default sidebar entries /page2 and /registration, /test-page.
 *   These must work before any remote loads, or belong to the frame rather than a domain.
 * - mf-reports: dashboards (/dashboard, /dashboard-v2, /dashboard-V2), /deadlines (the full page of
 *   the Deadlines widget) and every report.
 * - mf-cases: case lists and details (petitions, RFE, old, external), case details and tabs, bulk
 *   assignment, case transfer, PAF, print, documents and approval documents, CAP registrations,
 *   case questionnaires and their templates (H-1B and generic), the non-PERM fill-in pages,
 *   sponsorship confirmation, /auth/sign-document (the petitioner signs a case document), /s/:itemId
 *   and /ai-tools (AI help works on case content).
 * - mf-perm-gc: PERM and green-card lists and details, the PERM and I-140 questionnaires, the PERM
 *   questionnaire templates (they belong with the PERM questionnaires, not the H-1B ones) and the
 *   PERM fill-in pages.
 * - mf-lca-pwd: LCA, PWD, wage determination and I-9 (list, details, questionnaire, verifiers and
 *   the verifier fill-in pages), including the anonymous LCA fill-in page.
 * - mf-people: beneficiaries, employees, individuals, petitioners, customers, users and roles,
 *   contacts, leads, categories and branches.
 * - mf-billing: invoices and QuickBooks.
 * - mf-comms: messages, tasks (including /mytasks), notes, support tickets, reminders
 *   (/reminder-activity), email templates and campaigns, lead forms, embedded forms, schedule,
 *   bookings, appointments and cancellation, communication reply, unsubscribe, anonymous meeting
 *   and video call.
 * - mf-settings: company settings and configuration, petition types and configuration, workflows,
 *   forms and letters, passport fields, document upload, storage integrations (including the
 *   /google-drive-check callback), /files and /default-user.
 *
 * Flag choices:
 * - externalAllowed (§6 "cases, messages, petition and RFE details, LCA, PWD, GC employment
 *   details, external cases, case transfer, profile, and questionnaires"): /cases and /petitions
 *   (both case lists), /messages, petition and RFE details, the LCA list and details, the PWD list
 *   and case details, GC employment details, /external-cases and external case details,
 *   /case-transfer, /profile, and the questionnaire pages listed under "Questionnaires" in §2.1
 *   (templates excluded: they are staff configuration).
 * - hidesCaseHeader: every fill-* and filled-* page and every I-9 verifier page (path contains
 *   "verifier").
 * - access: §2.1 is login unless noted (/files, /default-user are public); §2.2 marks only
 *   /reminder-activity as login required, so its other pages (set password, waiting for approval,
 *   activation, e-sign callbacks) are public; §2.3 is public except /petition-details/print.
 * - sidebar: list pages, dashboards and top-level tools; never pages with path parameters.
 * - roles: who may open the page, one named set of domain/roles.ts per route (docs/roles.md has
 *   the matrix and the reasons). Public pages take ALL_ROLES.
 */
export const ROUTES: readonly RouteDef[] = [
  ...SHELL_ROUTES,
  ...MF_REPORTS_ROUTES,
  ...MF_CASES_ROUTES,
  ...MF_PERM_GC_ROUTES,
  ...MF_LCA_PWD_ROUTES,
  ...MF_PEOPLE_ROUTES,
  ...MF_BILLING_ROUTES,
  ...MF_COMMS_ROUTES,
  ...MF_SETTINGS_ROUTES,
];

/** Each owner's routes, one file per owner in ./catalogue/ (ROUTES lists them in this order). */
export const ROUTES_BY_OWNER: Readonly<Record<RouteOwner, readonly RouteDef[]>> = {
  shell: SHELL_ROUTES,
  'mf-reports': MF_REPORTS_ROUTES,
  'mf-cases': MF_CASES_ROUTES,
  'mf-perm-gc': MF_PERM_GC_ROUTES,
  'mf-lca-pwd': MF_LCA_PWD_ROUTES,
  'mf-people': MF_PEOPLE_ROUTES,
  'mf-billing': MF_BILLING_ROUTES,
  'mf-comms': MF_COMMS_ROUTES,
  'mf-settings': MF_SETTINGS_ROUTES,
};
