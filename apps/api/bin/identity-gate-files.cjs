// @ts-check
/*
 * The identity gate's files (identity-gate.cjs): JSON written atomically into files only their
 * owner may read, files made once however many starts race to make them, and the pool files of
 * cognito-local's store. Plain Node.js, like the gate; the compose stack's relay uses it too.
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');

/**
 * A name beside `file` that no other process or call uses.
 * @param {string} file
 */
const temporaryBeside = (file) => `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;

/**
 * A file's content as JSON, atomically: a temporary file (mode 0600) in the same folder, renamed
 * over it.
 * @param {string} file
 * @param {unknown} value
 */
function writeJsonFile(file, value) {
  const temporary = temporaryBeside(file);
  fs.writeFileSync(temporary, JSON.stringify(value), { mode: 0o600, flag: 'wx' });
  fs.renameSync(temporary, file);
}

/**
 * A JSON file's content, or undefined when there is none.
 * @param {string} file
 * @returns {unknown}
 */
function readJsonFile(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not readable JSON`, { cause: err });
  }
}

/**
 * Writes `content` into `file` (mode 0600) unless it exists. A link never replaces a file: when
 * two starts race, both go on with the first one's content, and nobody reads it half written.
 * @param {string} file
 * @param {string} content
 */
function createFileOnce(file, content) {
  const temporary = temporaryBeside(file);
  fs.writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
  } finally {
    fs.unlinkSync(temporary);
  }
}

/**
 * The names of the pool files in cognito-local's store (`.cognito/db`: `<poolId>.json` for each
 * pool, beside `clients.json`); none while the store has no folder yet.
 * @param {string} storeDir
 * @returns {string[]}
 */
function poolFileNames(storeDir) {
  try {
    return fs.readdirSync(storeDir).filter((f) => f.endsWith('.json') && f !== 'clients.json');
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return [];
    throw err;
  }
}

module.exports = {
  createFileOnce,
  poolFileNames,
  readJsonFile,
  writeJsonFile,
};
