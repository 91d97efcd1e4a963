/**
 * The route guard and what the sign-in screens need of the domain (issue 21 point 4), without the
 * registries of `shared/domain` (documents, letters, questionnaires, LCA/PWD rules…): the shell's
 * boot path imports this entry. Everything here is also exported by `shared/domain`.
 */
export * from './guard';
export * from './profile';
export * from './messages';
export { ROLE } from './roles';
export * from './session-user';
