'use strict';
// `minio server DIR [--console-address :PORT]` (CI stand-in): s3rver on 0.0.0.0:9000.
const http = require('node:http');
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const args = process.argv.slice(2);
if (args[0] !== 'server' || !args[1]) {
  console.error('usage: minio server DIR [--console-address :PORT]');
  process.exit(2);
}
const user = process.env.MINIO_ROOT_USER || 'minioadmin';
const password = process.env.MINIO_ROOT_PASSWORD || 'minioadmin';
DUMMY_ACCOUNT.createKeyPair(user, password);
const consoleAt = args.indexOf('--console-address');
const consolePort = consoleAt > 0 ? Number(String(args[consoleAt + 1]).replace(/^.*:/, '')) : 0;

new S3rver({
  address: '0.0.0.0',
  port: 9000,
  directory: args[1],
  vhostBuckets: false,
  silent: false,
})
  .run()
  .then(() => console.log('storage (s3rver) listening on :9000'));
if (consolePort) {
  http
    .createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><title>Storage console</title><p>CI stand-in for the MinIO console.</p>',
      );
    })
    .listen(consolePort, '0.0.0.0');
}
process.on('SIGTERM', () => process.exit(0));
