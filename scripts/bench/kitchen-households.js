// The kitchens the kitchen-writes benchmark (kitchen.js) runs in: households of cooks on one
// shared list each, the API's calls with a cook's token, and a list's event stream.
import { createCook } from '../load/setup.js';
import { identityConfig } from './server.js';

export const COOKS = 20;
export const PER_HOUSEHOLD = 4;
const LINES = 30;

/**
 * @typedef {{ token: string, email: string, listId: string, lines: Map<string, any>,
 *   reading?: Promise<void>, again?: boolean }} Cook
 */

/**
 * @param {string} url
 * @param {string} token
 * @param {string} pathAndQuery
 * @param {{ method?: string, json?: unknown }} [options]
 */
export async function call(url, token, pathAndQuery, { method = 'GET', json } = {}) {
  const res = await fetch(`${url}/api${pathAndQuery}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Opens the list's event stream; `onEvent` gets each event's name and data.
 * @param {string} url
 * @param {Cook} cook
 * @param {AbortSignal} signal
 * @param {(event: string, data: any) => void} onEvent
 */
export async function openStream(url, cook, signal, onEvent) {
  const res = await fetch(`${url}/api/shopping-lists/${cook.listId}/events`, {
    headers: { Authorization: `Bearer ${cook.token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`The stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) onEvent(event, JSON.parse(data));
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
}

/** Five households of four cooks, each with one list of LINES lines. */
export async function kitchens(/** @type {string} */ url, /** @type {string} */ dataDir) {
  const config = await identityConfig(url, dataDir);
  const household = async (/** @type {number} */ h) => {
    /** @type {Cook[]} */
    const members = await Promise.all(
      Array.from({ length: PER_HOUSEHOLD }, async (_, m) => ({
        ...(await createCook(config, h * PER_HOUSEHOLD + m)),
        listId: '',
        lines: new Map(),
      })),
    );
    const [owner, ...others] = members;
    if (!owner) throw new Error('no cook');
    for (const member of others) {
      const invited = await call(url, owner.token, '/household/invitations', {
        method: 'POST',
        json: { email: member.email },
      });
      if (invited.status !== 201) throw new Error(`Invitation: ${invited.status}`);
      const joined = await call(url, member.token, '/household/join', {
        method: 'POST',
        json: { code: invited.body.code, bring: false },
      });
      if (joined.status !== 200) throw new Error(`Join: ${joined.status}`);
    }
    const list = await call(url, owner.token, '/shopping-lists', {
      method: 'POST',
      json: { name: `Household ${h + 1}` },
    });
    // Ten at a time: the adds wait for each other on the list's lock, not on the network.
    for (let i = 0; i < LINES; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, LINES - i) }, async (_, j) => {
          const added = await call(url, owner.token, `/shopping-lists/${list.body._id}/items`, {
            method: 'POST',
            json: { text: `${i + j + 1} kitchen item ${i + j + 1}` },
          });
          if (added.status !== 201) throw new Error(`Add: ${added.status}`);
        }),
      );
    }
    for (const cook of members) cook.listId = list.body._id;
    return members;
  };
  return Promise.all(Array.from({ length: COOKS / PER_HOUSEHOLD }, (_, h) => household(h)));
}
