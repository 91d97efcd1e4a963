import { z } from 'zod';

/** Largest key list of one delete call. */
export const MAX_KEYS_PER_CALL = 100;

/**
 * A storage key or an address that ends in one (SPEC §7: downloads strip the storage base URL).
 * Keys are server-made: `t/<tenantId>/<yyyy>/<mm>/<uuid>.<ext>`.
 */
export const ZStorageKey = z.string().trim().min(1).max(2048);

/** SPEC §3 File, as uploads answer it. */
export const ZStoredFile = z.object({
  id: z.uuid(),
  /** The uploaded file's name (display and download name). */
  name: z.string(),
  /** Decided from the file's bytes, not from the browser's claim. */
  mimetype: z.string(),
  extn: z.string(),
  /** Storage key; `/s3/get-signed-url` turns it into a short-lived address. */
  path: z.string(),
  size: z.number().int().nonnegative(),
  petitionId: z.uuid().nullable(),
  /** True in the answer of the upload that created it. */
  isNew: z.boolean(),
  /** True while the file is stored (SPEC §5: documents need a file with status true). */
  status: z.boolean(),
  createdAt: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/** Form fields of a multipart upload besides the files themselves. */
export const ZUploadFields = z.object({
  /** Attach the files to this case. */
  petitionId: z.uuid().optional(),
});

export const ZUploadResult = z.object({ data: z.array(ZStoredFile) });
export type TUploadResult = z.infer<typeof ZUploadResult>;

export const ZDeleteFilesResult = z.object({
  data: z.object({
    /** Keys whose bytes were removed. */
    deleted: z.array(z.string()),
  }),
});
export type TDeleteFilesResult = z.infer<typeof ZDeleteFilesResult>;
