// @ts-check
/*
 * The codes cognito-local makes, found and mailed for the compose stack's relay (mail-relay.cjs):
 * read out of the boxes cognito-local prints on its console, and out of its store after each
 * action that makes one, so that a box its output holds back goes out all the same. Each code is
 * mailed once, whichever way it was found first, in the language of the account's `locale`
 * (code-mail-locales/code-mail.cjs beside the gate).
 */
'use strict';
const path = require('node:path');
const { StringDecoder } = require('node:string_decoder');
const { sendMail } = require('./mail-relay-smtp.cjs');
const { codeMails, gateFiles, log } = require('./mail-relay-support.cjs');

/**
 * A code to mail: the action that made it, the address and the code.
 * @typedef {{ action: string, to: string, code: string }} Delivery
 */
/** @typedef {{ Name: string, Value?: string }} StoredAttribute */
/**
 * A user in cognito-local's store.
 * @typedef {{ Username?: unknown, Attributes?: StoredAttribute[], ConfirmationCode?: string }} StoredUser
 */

/** Actions after which cognito-local has a code for the user named in `Username`. */
const CODE_ACTIONS = new Set(['SignUp', 'ResendConfirmationCode', 'ForgotPassword']);
const CODE_WAIT_MS = 500;
const STORE_DIR = path.join('.cognito', 'db');

/** `address code` of every code mailed, so that a code found twice is mailed once. */
const mailed = new Set();

/**
 * Mails a code, once: up to five tries, a second longer apart each time.
 * @param {Delivery} delivery
 * @param {number} [attempt]
 * @returns {Promise<void>}
 */
async function deliver(delivery, attempt = 1) {
  const key = `${delivery.to.toLowerCase()} ${delivery.code}`;
  if (attempt === 1) {
    if (mailed.has(key)) return;
    mailed.add(key);
  }
  const attributes = storedUserOf(delivery.to)?.Attributes ?? [];
  const attribute = (/** @type {string} */ name) => attributes.find((a) => a.Name === name)?.Value;
  const { subject, lines } = codeMails.codeMail(delivery.action, {
    locale: attribute('locale'),
    name: attribute('name'),
    code: delivery.code,
  });
  const text = `${lines.join('\n\n')}\n`;
  try {
    await sendMail(delivery.to, subject, text);
    log(`mailed a ${delivery.action || 'code'} message to ${delivery.to}`);
  } catch (err) {
    if (attempt >= 5) {
      log(`could not mail ${delivery.to}: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    setTimeout(() => void deliver(delivery, attempt + 1), attempt * 1000);
  }
}

/**
 * Reads cognito-local's "Confirmation Code Delivery" boxes out of its (coloured) console output,
 * which it passes on to this process's. The code goes out as soon as the box has named both the
 * address and the code: the rest of the box may stay in cognito-local's output buffer until it
 * logs again, which can be minutes later.
 * @param {import('node:stream').Readable} stream
 */
function watch(stream) {
  let pending = '';
  /** @type {Delivery | null} */
  let block = null;
  // A chunk may end inside a character (the box is drawn with three-byte characters).
  const decoder = new StringDecoder('utf8');
  // eslint-disable-next-line no-control-regex
  const plain = (/** @type {string} */ raw) => raw.replace(/\u001b\[[0-9;]*m/g, '');
  const read = (/** @type {string} */ line) => {
    if (!block) {
      // The box's first line carries the API action: "<reqId> <action> ╭───".
      const opening = /(\S+)\s+╭/.exec(line);
      if (opening) block = { action: opening[1] ?? '', to: '', code: '' };
      return;
    }
    // A field line is whole once its closing "│" has arrived.
    const field = /│\s*(Destination|Code):\s+(\S+)\s+│/.exec(line);
    if (field) block[field[1] === 'Code' ? 'code' : 'to'] = field[2] ?? '';
    if (block.to.includes('@') && block.code) {
      void deliver(block);
      block = null;
    } else if (line.includes('╰')) {
      block = null;
    }
  };
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    process.stdout.write(chunk);
    pending += decoder.write(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) read(plain(raw));
    // The unfinished last line may already hold the code; it is read again when it is finished,
    // by then with no box open, so nothing goes out twice.
    if (block && pending) read(plain(pending));
  });
}

/** @param {StoredUser} user */
const emailOf = (user) => (user.Attributes || []).find((a) => a.Name === 'email')?.Value || '';

/**
 * Every user in cognito-local's store, of every pool; none when it cannot be read.
 * @returns {StoredUser[]}
 */
function storedUsers() {
  /** @type {string[]} */
  let files;
  try {
    files = gateFiles.poolFileNames(STORE_DIR);
  } catch (err) {
    log(`could not read ${STORE_DIR}: ${err instanceof Error ? err.message : String(err)}`);
    return [];
  }
  return files.flatMap((file) => {
    try {
      const pool = /** @type {{ Users?: Record<string, StoredUser> } | undefined} */ (
        gateFiles.readJsonFile(path.join(STORE_DIR, file))
      );
      return Object.values(pool?.Users || {});
    } catch {
      return [];
    }
  });
}

/**
 * The stored user whose address is `address`, for the language and name of their mail.
 * @param {string} address
 * @returns {StoredUser | undefined}
 */
function storedUserOf(address) {
  const wanted = address.toLowerCase();
  return storedUsers().find((user) => emailOf(user).toLowerCase() === wanted);
}

/**
 * Mails the code of every stored user named `username` (by username or address).
 * @param {string} action
 * @param {string} username lower case
 */
function mailStoredCodes(action, username) {
  for (const user of storedUsers()) {
    const email = emailOf(user);
    const named = [user.Username, email].some((n) => String(n).toLowerCase() === username);
    if (named && email.includes('@') && user.ConfirmationCode) {
      void deliver({ action, to: email, code: String(user.ConfirmationCode) });
    }
  }
}

/**
 * cognito-local's console output can hold a box back until it next logs, which on a quiet site
 * can be minutes. So after each action that makes a code, the code is also read from
 * cognito-local's own store (`.cognito/db/<pool>.json`, the user's `ConfirmationCode`) and mailed
 * unless the box already was. The gate calls this after every action cognito-local carried out.
 * @param {string} action
 * @param {Record<string, unknown>} input
 */
function codeFromStore(action, input) {
  const username = typeof input.Username === 'string' ? input.Username.toLowerCase() : '';
  if (!CODE_ACTIONS.has(action) || !username) return;
  setTimeout(() => mailStoredCodes(action, username), CODE_WAIT_MS);
}

module.exports = { codeFromStore, watch };
