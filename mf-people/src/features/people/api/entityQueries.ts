import type { ApiClient } from 'shared/client';
import type { AnyCallDeclaration, CallPayloadInput, CallResult } from 'shared/contract';
import { callKey, moduleKey, useCallQuery } from 'shared/query';
import { type CsvFile, type ListPageData, type ListQuery, withoutPaging } from 'shared/ui';

/**
 * The data plumbing every people entity (individuals, leads, petitioners, contacts, customers,
 * beneficiaries, users, expiries) had written out the same way: the module key and the record key,
 * the record hook, the ListPage fetcher and the CSV export, built from the declarations. Each
 * feature's `api/*Queries.ts` keeps its own exported names and its payload mapping (what differs);
 * only the identical wiring lives here.
 */

/** A declared call whose payload carries a single string id field (e.g. `{ individualId }`). */
type IdPayload<C extends AnyCallDeclaration, K extends string> = Record<K, string> extends CallPayloadInput<C> ? C : never;

const idPayload = <C extends AnyCallDeclaration, K extends string>(idField: K, id: string) =>
  ({ [idField]: id }) as CallPayloadInput<C>;

/**
 * Cache keys of one entity: every call of its api module (`all`: lists, records, pickers) and one
 * record by id (`details`).
 */
export const entityKeys = <D extends AnyCallDeclaration, K extends string>(
  list: AnyCallDeclaration,
  details: IdPayload<D, K>,
  idField: K,
) => ({
  all: moduleKey(list.module),
  details: (id: string) => callKey(details, idPayload<D, K>(idField, id)),
});

/** The hook of one record by id (the details call); idle without an id. */
export const detailsQuery = <D extends AnyCallDeclaration, K extends string>(details: IdPayload<D, K>, idField: K) =>
  function useDetails(id: string | undefined) {
    return useCallQuery(details, idPayload<D, K>(idField, id ?? ''), { enabled: !!id });
  };

/** The row type of a list call answering `{ data, count }`. */
type RowOf<C> = CallResult<C> extends { data: readonly (infer R)[]; count: number } ? R : never;

/**
 * The ListPage fetcher of a list call: the list's query mapped to the call's payload by
 * `toPayload` (with the page's fixed arguments, if any), the answer as `{ rows, total }`.
 */
export const listPageFetcher =
  <C extends AnyCallDeclaration, A extends unknown[]>(list: C, toPayload: (query: ListQuery, ...fixed: A) => CallPayloadInput<C>) =>
  (api: ApiClient, ...fixed: A) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<RowOf<C>>> => {
    const result = (await api.call(list, toPayload(query, ...fixed), { signal })) as {
      data: RowOf<C>[];
      count: number;
    };
    return { rows: result.data, total: result.count };
  };

/**
 * The CSV export of a list: the list's payload without paging (and, for the export calls that
 * take no sort, without `sort`), the answer as the file ExportCsvButton downloads.
 */
export const csvExporter =
  <C extends AnyCallDeclaration, P extends { page?: number; perpage?: number; sort?: unknown }, A extends unknown[]>(
    exportCall: C,
    toPayload: (query: ListQuery, ...fixed: A) => P,
    opts: { sort: boolean } = { sort: true },
  ) =>
  (api: ApiClient, ...fixed: A) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const full = withoutPaging(toPayload(query, ...fixed));
    const { sort: _sort, ...unsorted } = full;
    const payload = (opts.sort ? full : unsorted) as CallPayloadInput<C>;
    const result = (await api.call(exportCall, payload)) as { fileName: string; content: string };
    return { fileName: result.fileName, csv: result.content };
  };
