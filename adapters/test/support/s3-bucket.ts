import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed keys: it checks every request's signature against them. */
const KEY = 'S3RVER';

export interface S3Bucket {
  readonly endpoint: string;
  readonly bucket: string;
  /** The variables that point the shop at this bucket. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The keys in the bucket, as an S3 client lists them. */
  objects(): Promise<string[]>;
  /** Makes an object `hours` old, as if stored then (s3rver dates an object by its file's modification time). */
  age(key: string, hours: number): Promise<void>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free local port with one empty bucket, files in a throwaway folder. */
export async function startS3Bucket(bucket = 'shop-uploads'): Promise<S3Bucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'ru-central1', forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
  let running = true;
  return {
    endpoint,
    bucket,
    env: (extra = {}) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...extra,
    }),
    objects: async () => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key ?? ''),
    age: (key, hours) => ageFile(path.join(directory, bucket, `${key}._S3rver_object`), hours),
    stop: async () => {
      client.destroy();
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Sets a file's times `hours` back from now. */
export async function ageFile(file: string, hours: number): Promise<void> {
  const then = new Date(Date.now() - hours * 3_600_000);
  await utimes(file, then, then);
}
