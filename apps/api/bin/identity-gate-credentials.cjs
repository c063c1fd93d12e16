// @ts-check
/*
 * The identity gate's admin credentials (identity-gate.cjs): one key pair per installation, kept
 * in a file only its owner may read. The app's server signs its admin requests with it (the AWS
 * SDK does it), and the gate checks each one (identity-gate-sigv4.cjs). Plain Node.js, no
 * packages.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ accessKeyId: string, secretAccessKey: string }} AdminCredentials */

const KEY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new key pair: an access key id of "FR" and 18 letters or digits, a 40-character secret. */
function newCredentials() {
  const bytes = crypto.randomBytes(18);
  const id = Array.from(bytes, (b) => KEY_ID_ALPHABET[b % KEY_ID_ALPHABET.length]).join('');
  return {
    accessKeyId: `FR${id}`,
    secretAccessKey: crypto.randomBytes(30).toString('base64url'),
  };
}

/**
 * The key pair kept in `file`, made on the first start (mode 0600). A file that group or others
 * may read is tightened to 0600 before it is used; one that stays readable is refused.
 * @param {string} file
 * @returns {AdminCredentials}
 */
function loadOrCreateAdminCredentials(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    const made = JSON.stringify(newCredentials(), null, 2);
    fs.writeFileSync(file, `${made}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
  }
  if (process.platform !== 'win32') {
    if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, 0o600);
    if (fs.statSync(file).mode & 0o077) {
      throw new Error(`${file} may be read by others; it must be readable by its owner only`);
    }
  }
  const parsed = /** @type {Partial<AdminCredentials>} */ (
    JSON.parse(fs.readFileSync(file, 'utf8'))
  );
  const { accessKeyId, secretAccessKey } = parsed;
  if (typeof accessKeyId !== 'string' || !/^[A-Z0-9]{16,128}$/.test(accessKeyId)) {
    throw new Error(`${file} has no accessKeyId`);
  }
  if (typeof secretAccessKey !== 'string' || secretAccessKey.length < 20) {
    throw new Error(`${file} has no secretAccessKey`);
  }
  return { accessKeyId, secretAccessKey };
}

module.exports = { loadOrCreateAdminCredentials };
