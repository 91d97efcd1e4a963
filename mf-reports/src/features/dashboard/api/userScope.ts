import { useSession } from 'shared/session';

/**
 * The dashboard's answers depend on who asks (his layout, what he may see) and the query cache
 * outlives a sign-out, so each key is scoped by the user id (docs/query-layer.md).
 */
export const useUserScope = () => useSession((s) => s.user?.userId ?? null);
