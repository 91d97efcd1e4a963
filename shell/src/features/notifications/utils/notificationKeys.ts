/** Query keys of the notification data (the bell's count and the /notifications pages). */
export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (page: number, perpage: number) => ['notifications', 'page', page, perpage] as const,
};
