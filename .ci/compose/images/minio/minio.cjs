'use strict';
// `minio server DIR [--console-address :PORT]` (CI stand-in): s3rver on 0.0.0.0:9000 behind MinIO's
// access rules, which s3rver itself does not have.
//
// - Every signed request carries AWS Signature Version 4 (header or presigned URL), checked here
//   against the secret key of its access key: the root pair (MINIO_ROOT_USER / _PASSWORD) or a user
//   added with `mc admin user add`. An unknown key, a wrong secret or a stale date: 403.
// - The root may do anything. A user may do what the policies attached to it allow (IAM policy
//   JSON: Allow and Deny, Action and Resource with * and ? wildcards). Anonymous requests get what
//   the bucket's policy grants to the principal "*" (`mc anonymous set download`: read only).
// - A small part of MinIO's admin API for the stand-in's `mc`: add-user, user-info,
//   add-canned-policy, policy attach and detach (plain JSON bodies, root only, payload checked).
// - Users, policies and bucket policies live in DIR/.minio.sys.json, so that a restart keeps them.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const S3rver = require('s3rver');
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
const S3Error = require('s3rver/lib/models/error');
const { verify, mechanism, sha256Hex, AuthError } = require('./sigv4.cjs');

const args = process.argv.slice(2);
if (args[0] !== 'server' || !args[1]) {
  console.error('usage: minio server DIR [--console-address :PORT]');
  process.exit(2);
}
const directory = args[1];
const rootUser = process.env.MINIO_ROOT_USER || 'minioadmin';
const rootPassword = process.env.MINIO_ROOT_PASSWORD || 'minioadmin';
const consoleAt = args.indexOf('--console-address');
const consolePort = consoleAt > 0 ? Number(String(args[consoleAt + 1]).replace(/^.*:/, '')) : 0;

// ---- state ------------------------------------------------------------------------------------

// A file, not a folder: s3rver would list a folder in DIR as a bucket.
const stateFile = path.join(directory, '.minio.sys.json');
const loadState = () => {
  try {
    const saved = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    return { users: {}, policies: {}, bucketPolicies: {}, ...saved };
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    return { users: {}, policies: {}, bucketPolicies: {} };
  }
};
const state = loadState();
const saveState = () => {
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(`${stateFile}.tmp`, JSON.stringify(state, null, 2), { mode: 0o600 });
  fs.renameSync(`${stateFile}.tmp`, stateFile);
};

// s3rver checks again that the access key of a request is one it knows (and nothing else for V4):
// the same keys as here, without its built-in S3RVER key.
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(rootUser, rootPassword);
for (const [key, user] of Object.entries(state.users))
  DUMMY_ACCOUNT.createKeyPair(key, user.secretKey);

const secretOf = (key) => (key === rootUser ? rootPassword : state.users[key]?.secretKey);

// ---- policies ---------------------------------------------------------------------------------

const list = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const wildcard = (pattern, value, ignoreCase) =>
  new RegExp(
    `^${String(pattern)
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    ignoreCase ? 'i' : '',
  ).test(value);

/** Refuses what this evaluator would not honour, rather than reading a policy differently. */
function checkPolicy(doc, { bucketPolicy = false } = {}) {
  const statements = doc && list(doc.Statement);
  if (!statements || statements.length === 0) throw new Error('a policy needs a Statement');
  for (const s of statements) {
    if (s.Effect !== 'Allow' && s.Effect !== 'Deny')
      throw new Error('Effect must be Allow or Deny');
    if (list(s.Action).length === 0 || list(s.Resource).length === 0) {
      throw new Error('every statement needs Action and Resource');
    }
    const unsupported = ['NotAction', 'NotResource', 'Condition', 'NotPrincipal'].filter(
      (k) => k in s,
    );
    if (!bucketPolicy && 'Principal' in s) unsupported.push('Principal');
    if (unsupported.length) {
      throw new Error(`not supported by the CI stand-in: ${unsupported.join(', ')}`);
    }
  }
}

const matches = (statement, action, resource) =>
  list(statement.Action).some((a) => wildcard(a, action, true)) &&
  list(statement.Resource).some((r) => wildcard(r, resource, false));

/** IAM evaluation: an explicit Deny wins, then any Allow; nothing matching denies. */
function allowed(statements, checks) {
  return checks.every(
    ([action, resource]) =>
      !statements.some((s) => s.Effect === 'Deny' && matches(s, action, resource)) &&
      statements.some((s) => s.Effect === 'Allow' && matches(s, action, resource)),
  );
}

const isEveryone = (principal) => principal === '*' || list(principal?.AWS).some((p) => p === '*');

function statementsFor(accessKey, bucket) {
  if (accessKey === undefined) {
    return list(state.bucketPolicies[bucket]?.Statement).filter((s) => isEveryone(s.Principal));
  }
  return (state.users[accessKey]?.policies || []).flatMap((name) =>
    list(state.policies[name]?.Statement),
  );
}

// ---- what a request does ----------------------------------------------------------------------

const arn = (bucket, key) => `arn:aws:s3:::${bucket}${key === undefined ? '' : `/${key}`}`;

/** The [action, resource] pairs an S3 request needs (path-style addressing). */
function checksFor(method, bucket, key, query, headers) {
  const has = (name) => Object.prototype.hasOwnProperty.call(query, name);
  const sub = (table, fallback) => {
    const found = Object.keys(table).find(has);
    return found ? table[found] : fallback;
  };
  if (!bucket)
    return [[method === 'GET' ? 's3:ListAllMyBuckets' : 's3:Unsupported', 'arn:aws:s3:::*']];
  if (key === undefined) {
    const b = arn(bucket);
    const objects = arn(bucket, '*');
    switch (method) {
      case 'GET':
        return [
          [
            sub(
              {
                location: 's3:GetBucketLocation',
                policy: 's3:GetBucketPolicy',
                cors: 's3:GetBucketCORS',
                website: 's3:GetBucketWebsite',
                acl: 's3:GetBucketAcl',
                uploads: 's3:ListBucketMultipartUploads',
                versions: 's3:ListBucketVersions',
                versioning: 's3:GetBucketVersioning',
                tagging: 's3:GetBucketTagging',
              },
              's3:ListBucket',
            ),
            b,
          ],
        ];
      case 'HEAD':
        return [['s3:ListBucket', b]];
      case 'PUT':
        return [
          [
            sub(
              {
                policy: 's3:PutBucketPolicy',
                cors: 's3:PutBucketCORS',
                website: 's3:PutBucketWebsite',
                acl: 's3:PutBucketAcl',
                versioning: 's3:PutBucketVersioning',
                tagging: 's3:PutBucketTagging',
              },
              's3:CreateBucket',
            ),
            b,
          ],
        ];
      case 'DELETE':
        return [
          [
            sub(
              {
                policy: 's3:DeleteBucketPolicy',
                cors: 's3:PutBucketCORS',
                website: 's3:DeleteBucketWebsite',
                tagging: 's3:PutBucketTagging',
              },
              's3:DeleteBucket',
            ),
            b,
          ],
        ];
      case 'POST':
        // Multi-object delete and browser form uploads: the whole bucket is the resource.
        return [[has('delete') ? 's3:DeleteObject' : 's3:PutObject', objects]];
      default:
        return [['s3:Unsupported', b]];
    }
  }
  const o = arn(bucket, key);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return [
        [
          sub(
            {
              acl: 's3:GetObjectAcl',
              tagging: 's3:GetObjectTagging',
              uploadId: 's3:ListMultipartUploadParts',
            },
            's3:GetObject',
          ),
          o,
        ],
      ];
    case 'PUT': {
      const action = sub(
        { acl: 's3:PutObjectAcl', tagging: 's3:PutObjectTagging' },
        's3:PutObject',
      );
      const source = headers['x-amz-copy-source'];
      if (!source || action !== 's3:PutObject') return [[action, o]];
      const from = decodePath(String(source).split('?')[0]).replace(/^\//, '');
      return [
        [action, o],
        ['s3:GetObject', `arn:aws:s3:::${from}`],
      ];
    }
    case 'POST':
      return [[has('uploads') || has('uploadId') ? 's3:PutObject' : 's3:Unsupported', o]];
    case 'DELETE':
      return [
        [
          sub(
            { uploadId: 's3:AbortMultipartUpload', tagging: 's3:DeleteObjectTagging' },
            's3:DeleteObject',
          ),
          o,
        ],
      ];
    default:
      return [['s3:Unsupported', o]];
  }
}

// ---- the middleware ---------------------------------------------------------------------------

const s3Error = (code, message, status) =>
  Object.assign(new S3Error(code, message), status ? { status, expose: status < 500 } : {});

const readBody = (req, limit = 1024 * 1024) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) reject(s3Error('EntityTooLarge', 'Request body too large', 400));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The JSON body of a signed admin request, checked against the hash the signature covers. */
async function jsonBody(ctx, payloadHash) {
  const body = await readBody(ctx.req);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    throw s3Error('XAmzContentSHA256Mismatch', 'The body does not match its signed hash', 400);
  }
  try {
    return JSON.parse(body.toString('utf8') || '{}');
  } catch {
    throw s3Error('InvalidArgument', 'The body is not JSON');
  }
}

function addUser(accessKey, secretKey) {
  if (!accessKey || accessKey.length < 3 || /[=,/]/.test(accessKey)) {
    throw s3Error('InvalidArgument', 'Access key must be at least 3 characters, without = , /');
  }
  if (!secretKey || secretKey.length < 8) {
    throw s3Error('InvalidArgument', 'Secret key must be at least 8 characters');
  }
  if (accessKey === rootUser) throw s3Error('InvalidArgument', 'The root user cannot be changed');
  const user = state.users[accessKey] || { policies: [] };
  state.users[accessKey] = { ...user, secretKey };
  saveState();
  DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);
}

async function admin(ctx, op, payloadHash) {
  const q = ctx.query;
  const user = (name) => {
    if (!state.users[name]) throw s3Error('NoSuchKey', `The user ${name} does not exist`, 404);
    return state.users[name];
  };
  let result = {};
  if (ctx.method === 'PUT' && op === 'add-user') {
    const body = await jsonBody(ctx, payloadHash);
    addUser(q.accessKey, body.secretKey);
  } else if (ctx.method === 'GET' && op === 'user-info') {
    const u = user(q.accessKey);
    result = { status: 'enabled', policyName: u.policies.join(','), memberOf: [] };
  } else if (ctx.method === 'PUT' && op === 'add-canned-policy') {
    const doc = await jsonBody(ctx, payloadHash);
    if (!/^[A-Za-z0-9._-]+$/.test(q.name || ''))
      throw s3Error('InvalidArgument', 'Bad policy name');
    try {
      checkPolicy(doc);
    } catch (err) {
      throw s3Error('MalformedPolicy', err.message, 400);
    }
    state.policies[q.name] = doc;
    saveState();
  } else if (ctx.method === 'POST' && /^idp\/builtin\/policy\/(attach|detach)$/.test(op)) {
    const body = await jsonBody(ctx, payloadHash);
    const u = user(body.user);
    const names = list(body.policies);
    const unknown = names.filter((n) => !state.policies[n]);
    if (unknown.length) throw s3Error('InvalidArgument', `No such policy: ${unknown.join(', ')}`);
    const attach = op.endsWith('attach');
    const before = new Set(u.policies);
    u.policies = attach
      ? [...before, ...names.filter((n) => !before.has(n))]
      : u.policies.filter((n) => !names.includes(n));
    saveState();
    result = attach
      ? { policiesAttached: names.filter((n) => !before.has(n)) }
      : { policiesDetached: names.filter((n) => before.has(n)) };
  } else {
    throw s3Error('NotImplemented', `Admin API ${ctx.method} ${op}: not in the CI stand-in`);
  }
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(result);
}

async function bucketPolicy(ctx, bucket, payloadHash) {
  if (!(await ctx.app.store.getBucket(bucket))) {
    throw s3Error('NoSuchBucket', 'The specified bucket does not exist');
  }
  if (ctx.method === 'GET') {
    const doc = state.bucketPolicies[bucket];
    if (!doc) throw s3Error('NoSuchBucketPolicy', 'The bucket policy does not exist');
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(doc);
    return;
  }
  if (ctx.method === 'DELETE') {
    delete state.bucketPolicies[bucket];
  } else {
    const doc = await jsonBody(ctx, payloadHash);
    try {
      checkPolicy(doc, { bucketPolicy: true });
      const outside = list(doc.Statement)
        .flatMap((s) => list(s.Resource))
        .filter((r) => r !== arn(bucket) && !String(r).startsWith(`${arn(bucket)}/`));
      if (outside.length) throw new Error(`resources outside the bucket: ${outside.join(', ')}`);
    } catch (err) {
      throw s3Error('MalformedPolicy', err.message, 400);
    }
    state.bucketPolicies[bucket] = doc;
  }
  saveState();
  ctx.status = 204;
}

/** A decoded bucket or object name; like MinIO, no "." or ".." segments (s3rver would follow them). */
const decodePath = (s) => {
  let decoded;
  try {
    decoded = decodeURIComponent(s);
  } catch {
    throw s3Error('InvalidURI', 'Could not parse the specified URI.', 400);
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw s3Error('XMinioInvalidObjectName', 'Object name contains unsupported characters.', 400);
  }
  return decoded;
};

async function accessRules(ctx, next) {
  const rawUrl = ctx.req.url;
  const rawPath = rawUrl.split('?')[0];
  if (ctx.method === 'GET' && /^\/minio\/health\/(live|ready|cluster)$/.test(rawPath)) {
    ctx.status = 200;
    return;
  }
  // CORS preflight requests carry no credentials; s3rver answers them from the bucket's CORS rules.
  if (ctx.method === 'OPTIONS') return next();

  let accessKey;
  let payloadHash = 'UNSIGNED-PAYLOAD';
  if (mechanism(ctx.headers, ctx.querystring) !== 'anonymous') {
    try {
      ({ accessKey, payloadHash } = verify({
        method: ctx.method,
        rawUrl,
        headers: ctx.headers,
        secretOf,
      }));
    } catch (err) {
      if (err instanceof AuthError) throw s3Error(err.code, err.message, 403);
      throw err;
    }
  }
  const isRoot = accessKey === rootUser;

  if (rawPath.startsWith('/minio/admin/')) {
    if (!isRoot) throw s3Error('AccessDenied', 'Access Denied.');
    return admin(ctx, rawPath.replace(/^\/minio\/admin\/v3\//, ''), payloadHash);
  }

  const [, rawBucket = '', ...rawKey] = rawPath.split('/');
  const bucket = decodePath(rawBucket);
  const key = rawKey.join('/') !== '' ? decodePath(rawKey.join('/')) : undefined;
  if (bucket.startsWith('.')) throw s3Error('AccessDenied', 'Access Denied.');
  if (bucket.includes('/'))
    throw s3Error('InvalidBucketName', 'The specified bucket is not valid.');
  const checks = checksFor(ctx.method, bucket, key, ctx.query, ctx.headers);
  if (!isRoot && !allowed(statementsFor(accessKey, bucket), checks)) {
    throw s3Error('AccessDenied', 'Access Denied.');
  }
  if (bucket && key === undefined && 'policy' in ctx.query) {
    return bucketPolicy(ctx, bucket, payloadHash);
  }
  await next();
  if (
    ctx.method === 'DELETE' &&
    key === undefined &&
    Object.keys(ctx.query).length === 0 &&
    ctx.status === 204 &&
    state.bucketPolicies[bucket]
  ) {
    delete state.bucketPolicies[bucket];
    saveState();
  }
}

// ---- the servers ------------------------------------------------------------------------------

const server = new S3rver({
  address: '0.0.0.0',
  port: 9000,
  directory,
  vhostBuckets: false,
  silent: false,
});
// After s3rver's logger and XML error responses, before its routes.
server.middleware.splice(server.middleware.length - 1, 0, accessRules);
server.run().then(() => console.log('storage (s3rver) listening on :9000'));

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
