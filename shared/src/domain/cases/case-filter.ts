import { z } from 'zod';

/*
 * SPEC §3 "Case list filter": a base64-encoded JSON object with a matcher. We encode
 * `{ "matcher": { … } }` as URL-safe base64 without padding; decoding also accepts standard
 * base64, padding, URL-escaped text and a bare matcher object. Decoding never throws.
 */

const ZIsoDate = z.iso.date({ message: 'Date must be in YYYY-MM-DD format' });

/** A date range; either end may be open. `from` must not be after `to`. */
export const ZDateRange = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type TDateRange = z.infer<typeof ZDateRange>;

const MAX_IDS = 200;
const uuids = z.array(z.uuid()).max(MAX_IDS);
const smallIds = z.array(z.number().int().positive()).max(MAX_IDS);

/** The SPEC §3 matcher. Every field is optional; an empty object matches every case. */
export const ZCaseFilter = z.object({
  petitionerIds: uuids.optional(),
  typeIds: smallIds.optional(),
  subTypeIds: smallIds.optional(),
  /** Case status ids 1–33 (SPEC §4). */
  statusIds: z.array(z.number().int().min(1).max(33)).max(MAX_IDS).optional(),
  branchIds: uuids.optional(),
  beneficiaryIds: uuids.optional(),
  deadlineDateRange: ZDateRange.optional(),
  /** Only cases whose status is not closed (isCaseClosed). */
  getActiveCases: z.boolean().optional(),
  /** Only closed cases: approved, denied, withdrawn (isCaseClosed). */
  getClosedCases: z.boolean().optional(),
  premiumProcessing: z.boolean().optional(),
  /** Only cases with an RFE received (or RFE cases). */
  rfeCases: z.boolean().optional(),
  /** Only cases pending with LCA (the signature statistics' status 99). */
  getPendingWithLCA: z.boolean().optional(),
  validityDateRange: ZDateRange.optional(),
  /** PWD position type status, as the PWD list shows it. */
  pwdPositionTypeStatus: z.string().trim().min(1).max(50).optional(),
  /** Free text matched against the case title. */
  title: z.string().trim().max(200).optional(),
});
export type TCaseFilter = z.infer<typeof ZCaseFilter>;

export interface DecodedCaseFilter {
  filter: TCaseFilter;
  /** Null when the text decoded cleanly (or was empty); else why it was ignored. */
  error: string | null;
}

export const CASE_FILTER_ERROR = 'The list filter in the link could not be read and was cleared.';

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64 = (encoded: string): string => {
  const b64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
};

/** Drops undefined fields and empty lists so equal filters encode to the same text. */
const compact = (filter: TCaseFilter): TCaseFilter =>
  Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as TCaseFilter;

/** Encodes a matcher as URL-safe base64 of `{"matcher":{…}}` (SPEC §3). */
export const encodeCaseFilter = (filter: TCaseFilter): string =>
  toBase64Url(JSON.stringify({ matcher: compact(filter) }));

/**
 * Decodes a filter from a link. Empty input → empty filter, no error. Anything unreadable (bad
 * base64, bad JSON, fields of the wrong shape) → empty filter and `error`; never throws.
 */
export const decodeCaseFilter = (encoded: string | null | undefined): DecodedCaseFilter => {
  const text = (encoded ?? '').trim();
  if (!text) return { filter: {}, error: null };
  try {
    let raw = text;
    if (raw.includes('%')) raw = decodeURIComponent(raw);
    if (!/^[A-Za-z0-9+/_-]+=*$/.test(raw)) return { filter: {}, error: CASE_FILTER_ERROR };
    const json: unknown = JSON.parse(fromBase64(raw));
    const candidate =
      json !== null && typeof json === 'object' && 'matcher' in json ? (json as { matcher: unknown }).matcher : json;
    const parsed = ZCaseFilter.safeParse(candidate);
    return parsed.success ? { filter: compact(parsed.data), error: null } : { filter: {}, error: CASE_FILTER_ERROR };
  } catch {
    return { filter: {}, error: CASE_FILTER_ERROR };
  }
};
