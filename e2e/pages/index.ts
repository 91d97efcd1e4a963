export { CaseListPage } from './CaseListPage';
export { ShellPage } from './ShellPage';
export { SignInPage } from './SignInPage';
