import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Any S3-compatible object store, addressed path-style (`<endpoint>/<bucket>/<key>`), with signed requests. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key}`;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body, headers: { 'content-type': contentType } });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed with ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
    },
  };
}
