import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FileStorage, type StoredUpload } from '@shop/application';
import type { S3StorageConfig } from '../config/app-config';
import {
  CONTENT_TYPES,
  newUploadName,
  type StoredFile,
  type StoredFiles,
  StorageUnavailableError,
  UPLOAD_CACHE_CONTROL,
  UPLOADED_FILE_NAME,
  UPLOADS_URL_PREFIX,
  uploadNameOf,
} from './stored-file';

/**
 * Uploaded pictures as objects in an S3-compatible bucket (AWS, MinIO, Yandex Object Storage…),
 * shared by every replica. Files are shown at S3_PUBLIC_URL when set, else streamed by the API.
 */
export class S3FileStorage extends FileStorage implements StoredFiles, OnApplicationBootstrap, OnApplicationShutdown {
  readonly publicUrl: string | undefined;
  private readonly logger = new Logger(S3FileStorage.name);
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    super();
    this.publicUrl = config.publicUrl;
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer trailing ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async save(content: Uint8Array, extension: 'jpg' | 'png' | 'webp'): Promise<string> {
    const name = newUploadName(extension);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: content, ContentType: CONTENT_TYPES[extension], CacheControl: UPLOAD_CACHE_CONTROL }),
      ),
    );
    return this.publicUrl ? `${this.publicUrl}/${name}` : `${UPLOADS_URL_PREFIX}${name}`;
  }

  nameOf(address: string): string | undefined {
    return uploadNameOf(address, this.publicUrl);
  }

  /** S3 answers a delete of a missing key with success too. */
  async delete(name: string): Promise<void> {
    if (!UPLOADED_FILE_NAME.test(name)) return;
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name })));
  }

  /** The bucket's uploads (other keys are not the shop's), aged by LastModified, 1000 a page. */
  async *list(): AsyncIterable<StoredUpload> {
    try {
      for await (const page of paginateListObjectsV2({ client: this.client, pageSize: 1000 }, { Bucket: this.bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && UPLOADED_FILE_NAME.test(Key)) yield { name: Key, storedAt: LastModified };
        }
      }
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }

  async open(name: string): Promise<StoredFile | undefined> {
    if (!UPLOADED_FILE_NAME.test(name)) return undefined;
    const object = await this.call(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }))).catch((error: unknown) => {
      if (error instanceof StorageUnavailableError && isMissing(error.cause)) return undefined;
      throw error;
    });
    if (!object?.Body) return undefined;
    return {
      body: object.Body as Readable,
      contentType: object.ContentType ?? 'application/octet-stream',
      contentLength: object.ContentLength ?? 0,
      etag: object.ETag ?? `"${name}"`,
      lastModified: object.LastModified ?? new Date(0),
    };
  }

  /** A missing bucket or wrong keys show in the log at start, not at the first upload; the shop serves on. */
  async onApplicationBootstrap(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket })).then(
      () => this.logger.log({ msg: 'uploads go to the S3 bucket', bucket: this.bucket, publicUrl: this.publicUrl ?? UPLOADS_URL_PREFIX }),
      (error: unknown) => this.logger.error({ msg: 'the S3 bucket does not answer: uploads fail until it does', bucket: this.bucket, reason: describe(error) }),
    );
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  }
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
