export { CaseListPage } from './CaseListPage';
export { CaseThreadPage } from './CaseThreadPage';
export { DashboardPage } from './DashboardPage';
export { LcaDetailsPage, PafGenerationPage, RequestLcaPage } from './LcaPages';
export { ReplyLinkPage } from './ReplyLinkPage';
export { ReportPage } from './ReportPage';
export { ShellPage } from './ShellPage';
export { SignInPage } from './SignInPage';
export { OperatorConsolePage, FirmProfilePage, WorkflowDesignerPage, firmOrigin, platformOrigin } from './SettingsPages';
