/**
 * s3rver ships no types. Only what s3-test-server.ts uses is declared, so a change in the library
 * surfaces as a type error there rather than as `any` spreading through the tests.
 */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverBucket {
    name: string;
    /** CORS or website configuration documents (XML). */
    configs?: (string | Buffer)[];
  }

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: S3rverBucket[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
