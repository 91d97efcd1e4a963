/*
 * Data helpers every module uses (issue 15 point 4): keyset paging, CSV, the audit diff, dates,
 * names and running queries in sequence. One implementation each; modules import them from here.
 */
export { andAll, decodeCursor, encodeCursor, finishPage, keyset, likePattern, pageTotal } from './paging';
export { inConsts, isConst, limitSql } from './literals';
export type { SortCast, SortSpec } from './paging';
export { csvCell, csvFileName, parseCsv, toCsv } from './csv';
export { changedOnly, differs, diffSnapshots, snapshotOf } from './audit-diff';
export type { FieldChange, Snapshot } from './audit-diff';
export { addDaysIso, addYearsIso, daysBetweenIso, iso, isoOrEpoch, todayOf } from './dates';
export { fullName } from './text';
export { inSequence } from './sequence';
