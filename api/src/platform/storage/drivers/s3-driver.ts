import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../signed-url';
import type { S3Config } from '../storage.config';
import type { PutOptions, StorageBody, StorageDriver } from '../storage.types';

/** Any S3-compatible store (AWS, MinIO, R2, …). The browser fetches presigned GET addresses. */
export class S3Driver implements StorageDriver {
  readonly name = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Plain PUTs with a length; the SDK's default trailing checksums are not understood by
      // every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: StorageBody, opts: PutOptions): Promise<void> {
    const fromFile = !Buffer.isBuffer(body);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: fromFile ? createReadStream(body.filePath) : body,
        ContentLength: opts.size,
        ContentType: opts.contentType,
      }),
    );
    if (fromFile) await unlink(body.filePath).catch(() => undefined);
  }

  async get(key: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    const body = out.Body;
    if (!body) throw Object.assign(new Error('Empty object body'), { code: 'ENOENT' });
    return body instanceof Readable ? body : Readable.fromWeb(body as never);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return false;
      throw err;
    }
  }

  async signedUrl(key: string, ttlSeconds: number, fileName?: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition('inline', fileName),
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }
}
