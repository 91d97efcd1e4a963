import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-settings',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-settings',
    {
      'settings.basic': lazy(() => import('./features/profile/components/BasicSettingsPage')),
      'settings.basicConfiguration': lazy(() => import('./features/profile/components/BasicSettingsPage')),
      registration: lazy(() => import('./features/profile/components/BasicSettingsPage')),
      page2: lazy(() => import('./features/onboarding/components/GettingStartedPage')),
      'settings.files': lazy(() => import('./features/account/components/FilesPage')),
      'settings.defaultUser': lazy(() => import('./features/account/components/DefaultUserPage')),
      'settings.petitionTypes': lazy(() => import('./features/case-types/components/CaseTypesPage')),
      'settings.petitionSubtypes': lazy(() => import('./features/case-types/components/SubtypesPage')),
      'settings.petitionConfig': lazy(() => import('./features/case-config/components/CaseConfigPage')),
      'settings.passportFields': lazy(() => import('./features/passport-fields/components/PassportFieldsPage')),
      'settings.docUpload': lazy(() => import('./features/doc-types/components/DocUploadPage')),
      'settings.masterData': lazy(() => import('./features/master-data/components/MasterDataPage')),
      'settings.formsLetters': lazy(() => import('./pages/FormsLettersPage')),
      'settings.dropbox': lazy(() => import('./features/drives/components/DriveSettingsPage')),
      'settings.oneDrive': lazy(() => import('./features/drives/components/DriveSettingsPage')),
      'settings.googleDrive': lazy(() => import('./features/drives/components/DriveSettingsPage')),
      'settings.googleDriveCheck': lazy(() => import('./features/drives/components/DriveOauthReturnPage')),
      'settings.workflows': lazy(() => import('./features/workflows/components/WorkflowListPage')),
      'settings.workflowConfigV2': lazy(() => import('./features/workflows/components/WorkflowCreatePage')),
      'settings.workflowConfig': lazy(() => import('./features/workflows/components/WorkflowEditorPage')),
      'settings.workflowConfigView': lazy(() => import('./features/workflows/components/WorkflowViewPage')),
      'settings.firms': lazy(() => import('./features/operator/components/FirmsPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
