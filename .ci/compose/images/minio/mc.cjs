'use strict';
// The MinIO client commands the compose file uses, against the s3rver stand-in (CI only): ready,
// alias set, mb, anonymous set download|none, anonymous set-json, admin user add|info, admin policy
// create|attach|detach. Requests are signed with AWS Signature Version 4 (sigv4.cjs); the admin
// calls use the stand-in server's plain-JSON form of MinIO's admin API.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sign } = require('./sigv4.cjs');

const configFile = path.join(os.homedir(), '.mc', 'config.json');
const readAliases = () => {
  const aliases = { local: { url: 'http://127.0.0.1:9000', accessKey: '', secretKey: '' } };
  try {
    Object.assign(aliases, JSON.parse(fs.readFileSync(configFile, 'utf8')).aliases);
  } catch {
    // no aliases saved yet
  }
  return aliases;
};
const target = (spec) => {
  const [alias, bucket] = String(spec || '').split('/');
  const found = readAliases()[alias];
  if (!found) throw new Error(`alias ${alias} not found`);
  return { ...found, bucket };
};

/** A signed request to the alias' server; resolves to { res, text }, throws unless 2xx. */
async function call(t, method, pathAndQuery, body = '', what = 'request') {
  const url = `${t.url}${pathAndQuery}`;
  const res = await fetch(url, {
    method,
    headers: sign({ method, url, accessKey: t.accessKey, secretKey: t.secretKey, body }),
    ...(body ? { body } : {}),
  });
  const text = await res.text();
  if (!res.ok) {
    const err = new Error(`${what} failed (${res.status}): ${text}`);
    err.text = text;
    throw err;
  }
  return { res, text };
}

/** Positional arguments and flags; `valued` flags take the next argument. */
function parse(argv, valued = ['--user', '-u', '--group', '-g']) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('-')) positional.push(a);
    else if (a.includes('=')) flags[a.slice(0, a.indexOf('='))] = a.slice(a.indexOf('=') + 1);
    else if (valued.includes(a)) flags[a] = argv[++i];
    else flags[a] = true;
  }
  return { positional, flags };
}

// What MinIO's `mc anonymous set download` puts on a bucket.
const downloadPolicy = (bucket) => ({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: ['*'] },
      Action: ['s3:GetBucketLocation', 's3:ListBucket'],
      Resource: [`arn:aws:s3:::${bucket}`],
    },
    {
      Effect: 'Allow',
      Principal: { AWS: ['*'] },
      Action: ['s3:GetObject'],
      Resource: [`arn:aws:s3:::${bucket}/*`],
    },
  ],
});

async function admin([area, command, ...rest]) {
  const { positional, flags } = parse(rest);
  const t = target(positional[0]);
  const v3 = '/minio/admin/v3';
  if (area === 'user' && command === 'add') {
    const [, accessKey, secretKey] = positional;
    if (!accessKey || !secretKey) throw new Error('usage: mc admin user add ALIAS KEY SECRET');
    const body = JSON.stringify({ secretKey, status: 'enabled' });
    await call(
      t,
      'PUT',
      `${v3}/add-user?accessKey=${encodeURIComponent(accessKey)}`,
      body,
      'user add',
    );
    console.log(`Added user \`${accessKey}\` successfully.`);
  } else if (area === 'user' && command === 'info') {
    const accessKey = positional[1];
    const { text } = await call(
      t,
      'GET',
      `${v3}/user-info?accessKey=${encodeURIComponent(accessKey)}`,
      '',
      'user info',
    );
    const info = JSON.parse(text);
    if (flags['--json']) {
      console.log(JSON.stringify({ status: 'success', accessKey, ...info }));
    } else {
      console.log(
        `AccessKey: ${accessKey}\nStatus: ${info.status}\nPolicyName: ${info.policyName}`,
      );
      console.log(`MemberOf: []`);
    }
  } else if (area === 'policy' && command === 'create') {
    const [, name, file] = positional;
    if (!name || !file) throw new Error('usage: mc admin policy create ALIAS NAME FILE');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    const q = `?name=${encodeURIComponent(name)}`;
    await call(t, 'PUT', `${v3}/add-canned-policy${q}`, JSON.stringify(doc), 'policy create');
    console.log(`Created policy \`${name}\` successfully.`);
  } else if (area === 'policy' && (command === 'attach' || command === 'detach')) {
    const [, ...policies] = positional;
    const user = flags['--user'] || flags['-u'];
    if (!user || !policies.length) {
      throw new Error(`usage: mc admin policy ${command} ALIAS POLICY... --user USER`);
    }
    const body = JSON.stringify({ policies, user });
    const { text } = await call(t, 'POST', `${v3}/idp/builtin/policy/${command}`, body, command);
    const result = JSON.parse(text);
    if (command === 'attach') {
      console.log(
        `Attached Policies: [${(result.policiesAttached || []).join(' ')}]\nTo User: ${user}`,
      );
    } else {
      console.log(
        `Detached Policies: [${(result.policiesDetached || []).join(' ')}]\nFrom User: ${user}`,
      );
    }
  } else {
    throw new Error(`unsupported in the CI stand-in: mc admin ${area} ${command}`);
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positional: args, flags } = parse(rest);
  if (command === 'ready') {
    const res = await fetch(`${target(`${args[0]}/`).url}/minio/health/ready`).catch(() => null);
    if (!res || !res.ok) throw new Error('not ready');
    console.log(`The cluster '${args[0]}' is ready`);
  } else if (command === 'alias' && args[0] === 'set') {
    const [, name, url, accessKey, secretKey] = args;
    const aliases = readAliases();
    aliases[name] = { url: url.replace(/\/+$/, ''), accessKey, secretKey };
    fs.mkdirSync(path.dirname(configFile), { recursive: true, mode: 0o700 });
    fs.writeFileSync(configFile, JSON.stringify({ aliases }), { mode: 0o600 });
    console.log(`Added \`${name}\` successfully.`);
  } else if (command === 'mb') {
    const t = target(args[0]);
    try {
      await call(t, 'PUT', `/${t.bucket}`, '', 'mb');
      console.log(`Bucket created successfully \`${args[0]}\`.`);
    } catch (err) {
      if (
        !flags['--ignore-existing'] ||
        !/BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(err.text)
      ) {
        throw err;
      }
      console.log(`Bucket \`${args[0]}\` already exists.`);
    }
  } else if (
    command === 'anonymous' &&
    args[0] === 'set' &&
    ['download', 'none'].includes(args[1])
  ) {
    const t = target(args[2]);
    if (args[1] === 'none') await call(t, 'DELETE', `/${t.bucket}?policy`, '', 'anonymous set');
    else
      await call(
        t,
        'PUT',
        `/${t.bucket}?policy`,
        JSON.stringify(downloadPolicy(t.bucket)),
        'anonymous set',
      );
    console.log(`Access permission for \`${args[2]}\` is set to \`${args[1]}\``);
  } else if (command === 'anonymous' && args[0] === 'set-json') {
    // `mc anonymous set-json FILE TARGET`: the bucket policy is the file, as MinIO's mc sends it.
    const t = target(args[2]);
    const policy = fs.readFileSync(args[1], 'utf8');
    await call(
      t,
      'PUT',
      `/${t.bucket}?policy`,
      JSON.stringify(JSON.parse(policy)),
      'anonymous set-json',
    );
    console.log(`Access permission for \`${args[2]}\` is set from \`${args[1]}\``);
  } else if (command === 'admin') {
    await admin(rest);
  } else {
    throw new Error(`unsupported in the CI stand-in: mc ${process.argv.slice(2).join(' ')}`);
  }
}
main().catch((err) => {
  console.error(`mc: ${err.message}`);
  process.exit(1);
});
