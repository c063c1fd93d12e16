import { S3Client } from '@aws-sdk/client-s3';

/** Where an S3 bucket is reached: the images' storage and the backups' both. */
export interface S3Place {
  region: string;
  /** Any S3-compatible endpoint (MinIO, s3rver); AWS when absent. */
  endpoint?: string | undefined;
  /** Explicit keys (tests, S3-compatible services); otherwise the SDK's default provider chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The endpoint without its trailing slashes, or undefined for AWS. */
export const s3Endpoint = (place: S3Place): string | undefined =>
  place.endpoint?.replace(/\/+$/, '');

/** A client of AWS S3, or of the S3-compatible server at the place's endpoint. */
export function s3Client(place: S3Place): S3Client {
  const endpoint = s3Endpoint(place);
  return new S3Client({
    region: place.region,
    ...(place.credentials ? { credentials: place.credentials } : {}),
    ...(endpoint
      ? {
          endpoint,
          // Custom endpoints (MinIO, s3rver, a LAN address) rarely have per-bucket host names.
          forcePathStyle: true,
          // Recent SDKs add CRC checksums to every upload by default; several S3-compatible
          // servers reject or mishandle them, and AWS itself does not require them.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}
