import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared/client';
import { createMockApi, renderWithServices } from 'shared/testing';
import GettingStartedPage from '../components/GettingStartedPage';

const props = { routeId: 'page2', params: {}, query: new URLSearchParams(), linkToken: null };

it('/page2 lists every setup step with its link, marking what is done', async () => {
  const api = createMockApi({
    '/tenant/get-checklist': () => ({ petitionSetupCompleted: true, workflowSetupCompleted: true, branchSetupCompleted: true, profCompleted: 'yes', incomplete: [], isComplete: true }),
  });
  renderWithServices(<GettingStartedPage {...props} />, { api });
  expect(await screen.findByText('All set: your firm is ready.')).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/basic-settings', '/petition-types', '/workflow-list', '/branch-list']);
  expect(items.every((li) => li.textContent?.includes('Done'))).toBe(true);
});

it('shows an error with a retry when the checklist fails', async () => {
  const api = createMockApi({
    '/tenant/get-checklist': () => {
      throw new ApiError('INTERNAL', 'Down', 500);
    },
  });
  renderWithServices(<GettingStartedPage {...props} />, { api });
  expect(await screen.findByText('The setup checklist could not be loaded')).toBeInTheDocument();
});
