// @ts-check
/*
 * What the compose stack's relay (mail-relay.cjs) shares between its parts: its log line, and the
 * identity gate's modules and the code mails' catalogs (code-mail-locales), required from beside
 * IDENTITY_GATE (/gate/identity-gate.cjs), where docker-compose.yml mounts each of them. Their types are the repository's copy's
 * (apps/api/bin).
 */
'use strict';
const path = require('node:path');

const gatePath = process.env.IDENTITY_GATE || '/gate/identity-gate.cjs';

/**
 * One of the gate's modules, from the folder of IDENTITY_GATE.
 * @param {string} name
 * @returns {any}
 */
const fromGate = (name) => require(path.join(path.dirname(gatePath), name));

/** @type {typeof import('../../apps/api/bin/identity-gate.cjs')} */
const identityGate = require(gatePath);
/** @type {typeof import('../../apps/api/bin/identity-gate-credentials.cjs')} */
const gateCredentials = fromGate('identity-gate-credentials.cjs');
/** @type {typeof import('../../apps/api/bin/identity-gate-files.cjs')} */
const gateFiles = fromGate('identity-gate-files.cjs');
/** @type {typeof import('../../apps/api/bin/identity-gate-passwords.cjs')} */
const gatePasswords = fromGate('identity-gate-passwords.cjs');
/** @type {typeof import('../../apps/api/bin/code-mail-locales/code-mail.cjs')} */
const codeMails = fromGate('code-mail-locales/code-mail.cjs');

/**
 * A line on stderr, in the JSON shape cognito-local logs in.
 * @param {string} message
 */
function log(message) {
  process.stderr.write(`${JSON.stringify({ time: Date.now(), msg: `mail-relay: ${message}` })}\n`);
}

module.exports = { codeMails, gateCredentials, gateFiles, gatePasswords, identityGate, log };
