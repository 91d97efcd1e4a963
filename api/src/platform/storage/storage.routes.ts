import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCallDeclaration } from 'shared/contract';
import type { Database } from '../db';
import { AppError, assertStorableText, handle, registerCall, validationFailed } from '../http';
import type { CallContext } from '../http';
import { toIssues } from '../http/register-call';
import {
  deleteDocViaPathCall,
  deleteFilesCall,
  getSignedUrlCall,
  localUploadCall,
  uploadFileCall,
  ZUploadFields,
} from './contract';
import type { LocalDriver } from './drivers/local-driver';
import { extensionOf, mimeForExtension } from './file-types';
import { contentDisposition, SIGNED_PREFIX, verifyLocalUrl } from './signed-url';
import { type FileService, type StagedFile, StorageError, toFileView, tooLargeMessage } from './storage.service';
import { authenticateUploader, inHostScope } from './upload-auth';

/** Room for multipart boundaries and form fields above the file bytes. */
const MULTIPART_OVERHEAD = 1024 * 1024;

async function receiveUpload(
  app: FastifyInstance,
  database: Database,
  files: FileService,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const who = await authenticateUploader(app, database, req);
  const { maxBytes, maxFiles } = files.config;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes * maxFiles + MULTIPART_OVERHEAD) {
    throw StorageError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
  }
  if (!req.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data.', { status: 415 });
  }
  const staged: StagedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    try {
      const parts = req.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 20, fieldSize: 64 * 1024 } });
      for await (const part of parts) {
        if (part.type === 'file') {
          staged.push(await files.stage(part.file, part.filename));
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') {
        throw StorageError(413, 'PAYLOAD_TOO_LARGE', `At most ${maxFiles} files per upload.`);
      }
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw StorageError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
      throw err;
    }
    if (staged.length === 0) throw StorageError(422, 'VALIDATION_FAILED', 'No file was sent.');
    // The same refusal of NUL / lone surrogates as every JSON call (platform/http/storable-text).
    assertStorableText(fields);
    staged.forEach((f, i) => assertStorableText(f.fileName, `file.${i}.name`));
    const parsed = ZUploadFields.safeParse({ petitionId: fields.petitionId || undefined });
    if (!parsed.success) throw validationFailed(toIssues(parsed.error));
    // All or nothing: every file is checked before any is stored.
    const checked = await files.check(staged);
    const rows = await inHostScope(app, database, req, (tx) =>
      files.store(tx, who, checked, parsed.data.petitionId ?? null),
    );
    return reply.code(200).send({ result: { data: rows.map((r) => toFileView(r, true)) } });
  } finally {
    // Stored files were moved away; whatever is left in the temp folder goes.
    await files.discard(staged);
  }
}

/** Serves a local signed address: 403 when the signature is wrong or the address expired. */
async function serveSigned(driver: LocalDriver, secret: string, req: FastifyRequest, reply: FastifyReply) {
  const key = (req.params as { '*': string })['*'];
  const query = req.query as { exp?: string; sig?: string; name?: string };
  const verdict = verifyLocalUrl(secret, key, query);
  if (verdict !== 'ok') {
    throw new AppError('FORBIDDEN', verdict === 'expired' ? 'This file address has expired.' : 'Invalid file address.');
  }
  let size: number;
  try {
    size = (await stat(driver.pathOf(key))).size;
  } catch {
    throw new AppError('NOT_FOUND', 'File not found');
  }
  const ext = extensionOf(key);
  const remaining = Math.max(0, Number(query.exp) - Math.floor(Date.now() / 1000));
  reply
    .header('content-type', mimeForExtension(ext))
    .header('content-length', size)
    .header('content-disposition', contentDisposition(ext === 'svg' ? 'attachment' : 'inline', query.name))
    .header('x-content-type-options', 'nosniff')
    // A stored file never runs script in this origin (SVG, HTML in a .txt).
    .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', `private, max-age=${remaining}`);
  return reply.send(await driver.get(key));
}

/** Keeps the multipart calls in the call registry (OpenAPI, completeness check). */
function declareMultipart(app: FastifyInstance, declaration: AnyCallDeclaration): void {
  if (app.callRegistry.has(declaration.path)) throw new Error(`Call ${declaration.path} has two handlers`);
  app.callRegistry.set(declaration.path, {
    declaration,
    handler: async () => {
      throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data.', { status: 415 });
    },
  });
}

export function registerStorageRoutes(
  app: FastifyInstance,
  database: Database,
  files: FileService,
  local?: { driver: LocalDriver; secret: string },
): void {
  for (const decl of [uploadFileCall, localUploadCall]) declareMultipart(app, decl as unknown as AnyCallDeclaration);
  // Multipart lives in its own context so the parser applies to the upload routes only.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: files.config.maxBytes } });
    for (const decl of [uploadFileCall, localUploadCall]) {
      scope.post(
        `/api${decl.path}`,
        { config: { rateLimit: { max: app.config.rateLimit.max, timeWindow: '1 minute' }, callPath: decl.path } },
        (req, reply) => receiveUpload(app, database, files, req, reply),
      );
    }
  });

  // The generic file calls answer only what the file's holders let the caller see
  // (docs/documents.md, "Who may open a file"); a held file is removed through its record.
  const removeUnheld = async (ctx: CallContext<unknown>, inputs: readonly string[]): Promise<string[]> => {
    const rows = await files.findOwned(ctx.tx, ctx.session!.tenantId, inputs);
    await files.access.assertDeletable(ctx, rows);
    const deleted = await files.markDeleted(ctx.tx, ctx.session!.tenantId, rows);
    files.removeAfterCommit(ctx.request, deleted);
    return deleted;
  };

  const del = handle(deleteFilesCall, async (ctx) => ({
    data: { deleted: await removeUnheld(ctx, ctx.payload.keyName) },
  }));
  registerCall(app, del.declaration, del.handler);

  const delViaPath = handle(deleteDocViaPathCall, async (ctx) => {
    const raw = ctx.payload.path ?? ctx.payload.keyName ?? [];
    return { data: { deleted: await removeUnheld(ctx, Array.isArray(raw) ? raw : [raw]) } };
  });
  registerCall(app, delViaPath.declaration, delViaPath.handler);

  const signed = handle(getSignedUrlCall, async (ctx) => {
    const { tx, session, payload } = ctx;
    const rows = await files.findOwned(tx, session!.tenantId, [payload.keyName]);
    await files.access.assertReadable(ctx, rows);
    return {
      data: await files.signedUrlFor(tx, session!, payload.keyName, {
        fileName: payload.fileName,
        petitionId: payload.petitionId,
      }),
    };
  });
  registerCall(app, signed.declaration, signed.handler);

  if (local) {
    app.get(`${SIGNED_PREFIX}*`, (req, reply) => serveSigned(local.driver, local.secret, req, reply));
  }
}
