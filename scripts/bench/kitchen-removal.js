// How long a removed member's open pages keep the household's data: the owner removes a member
// whose household stream is open, timed from the DELETE being sent until the member's stream has
// the `removed` event (the page drops the household's lists, plan and badge as that event is read,
// no request in between). One removal at a time, each member of every household but its owner.
import { call } from './kitchen-households.js';
import { quantile } from './stats.js';

/** The criterion's ceiling: the removal reaches the member's open pages within a second. */
export const REMOVAL_CEILING_MS = 1000;

/**
 * @typedef {{ removals: number, p50: number, p95: number, max: number, missed: number }} RemovalRun
 * @typedef {import('./kitchen-households.js').Cook} Cook
 */

/**
 * Opens `cook`'s household stream; the answer resolves once the stream is open and gives a promise
 * of the first `removed` event's arrival time (or of undefined when the stream ends without one).
 * @param {string} url
 * @param {Cook} cook
 * @param {AbortSignal} signal
 */
async function openHouseholdStream(url, cook, signal) {
  const res = await fetch(`${url}/api/household/events`, {
    headers: { Authorization: `Bearer ${cook.token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`The stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  /** @type {Promise<number | undefined>} */
  const removed = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffer += value;
        if (/^event: removed$/m.test(buffer)) return performance.now();
      }
    } catch {
      return undefined;
    }
  })();
  return { removed };
}

/**
 * Every household's members but its owner are removed one by one, each with their stream open.
 * @param {string} url
 * @param {Cook[][]} households
 * @returns {Promise<RemovalRun>}
 */
export async function benchRemoval(url, households) {
  /** @type {number[]} */ const times = [];
  let missed = 0;
  for (const [owner, ...members] of households) {
    if (!owner) continue;
    const household = await call(url, owner.token, '/household');
    if (household.status !== 200) throw new Error(`Household: ${household.status}`);
    for (const member of members) {
      const sub = household.body.members.find(
        (/** @type {{ email: string }} */ m) => m.email === member.email,
      )?.sub;
      if (!sub) throw new Error('The member is not in the household');
      const controller = new AbortController();
      const { removed } = await openHouseholdStream(url, member, controller.signal);
      const started = performance.now();
      const answer = await call(url, owner.token, `/household/members/${sub}`, {
        method: 'DELETE',
      });
      if (answer.status >= 300) throw new Error(`Remove: ${answer.status}`);
      const timeout = setTimeout(() => controller.abort(), 10 * REMOVAL_CEILING_MS);
      const at = await removed;
      clearTimeout(timeout);
      controller.abort();
      if (at === undefined) missed += 1;
      else times.push(at - started);
    }
  }
  return {
    removals: times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: quantile(times, 1),
    missed,
  };
}
