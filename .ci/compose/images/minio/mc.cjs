'use strict';
// The MinIO client commands the compose file uses, against the s3rver stand-in (CI only).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

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
  const [alias, bucket] = spec.split('/');
  const found = readAliases()[alias];
  if (!found) throw new Error(`alias ${alias} not found`);
  return { ...found, bucket };
};
// s3rver checks the access key and the request time; it does not verify V4 signatures.
const signed = (accessKey) => {
  const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=0`,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
  };
};

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const args = rest.filter((a) => !a.startsWith('-'));
  if (command === 'ready') {
    const res = await fetch(`${target(`${args[0]}/`).url}/`).catch(() => null);
    if (!res) throw new Error('not ready');
    console.log(`The cluster '${args[0]}' is ready`);
  } else if (command === 'alias' && args[0] === 'set') {
    const [, name, url, accessKey, secretKey] = args;
    const aliases = readAliases();
    aliases[name] = { url: url.replace(/\/+$/, ''), accessKey, secretKey };
    fs.mkdirSync(path.dirname(configFile), { recursive: true });
    fs.writeFileSync(configFile, JSON.stringify({ aliases }));
    console.log(`Added \`${name}\` successfully.`);
  } else if (command === 'mb') {
    const t = target(args[0]);
    const res = await fetch(`${t.url}/${t.bucket}`, {
      method: 'PUT',
      headers: signed(t.accessKey),
    });
    const body = await res.text();
    if (res.ok) console.log(`Bucket created successfully \`${args[0]}\`.`);
    else if (
      rest.includes('--ignore-existing') &&
      /BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(body)
    )
      console.log(`Bucket \`${args[0]}\` already exists.`);
    else throw new Error(`mb failed (${res.status}): ${body}`);
  } else if (command === 'anonymous' && args[0] === 'set' && args[1] === 'download') {
    target(args[2]);
    console.log(`Access permission for \`${args[2]}\` is set to \`download\``);
  } else {
    throw new Error(`unsupported in the CI stand-in: mc ${process.argv.slice(2).join(' ')}`);
  }
}
main().catch((err) => {
  console.error(`mc: ${err.message}`);
  process.exit(1);
});
