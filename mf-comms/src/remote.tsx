import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-comms',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-comms',
    {
      'comms.messages': lazy(() => import('./features/messages/pages/MessagesPage')),
      'comms.communicationReply': lazy(() => import('./features/messages/pages/ReplyPage')),
      'comms.myTasks': lazy(() => import('./features/tasks/pages/MyTasksPage')),
      'comms.tasks': lazy(() => import('./features/tasks/pages/TasksListPage')),
      'comms.taskDetails': lazy(() => import('./features/tasks/pages/TaskDetailsPage')),
      'comms.notes': lazy(() => import('./features/notes/pages/NotesListPage')),
      'comms.noteDetails': lazy(() => import('./features/notes/pages/NoteDetailsPage')),
      'comms.reminderActivity': lazy(() => import('./features/reminders/pages/ReminderActivityPage')),
      'comms.supportTickets': lazy(() => import('./features/tickets/pages/SupportTicketsPage')),
      'comms.ticketDetails': lazy(() => import('./features/tickets/pages/TicketDetailsPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
