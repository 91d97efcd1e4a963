import { AppError, type CallContext } from '../http';

/** The file service of the server handling this call; 503 when storage is not configured. */
export function storageOf(ctx: CallContext<unknown>) {
  const server = ctx.request.server;
  if (!server.hasDecorator('storage'))
    throw new AppError('UNAVAILABLE', 'File storage is not available.', { status: 503 });
  return server.storage;
}

/** Every byte of a stored file's stream (zips, stamping, hashing). */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
}
