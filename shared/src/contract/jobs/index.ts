export * from './list-dead-letters';
import { listDeadLettersCall } from './list-dead-letters';

export const JOBS_CALLS = [listDeadLettersCall] as const;
