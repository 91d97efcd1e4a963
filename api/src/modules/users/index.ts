export { users } from './users.table';
export type { UserRow } from './users.table';
export * as usersRepository from './users.repository';
