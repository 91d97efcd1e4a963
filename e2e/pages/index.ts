export { CaseListPage } from './CaseListPage';
export { CaseThreadPage } from './CaseThreadPage';
export { DashboardPage } from './DashboardPage';
export { ReplyLinkPage } from './ReplyLinkPage';
export { ShellPage } from './ShellPage';
export { SignInPage } from './SignInPage';
