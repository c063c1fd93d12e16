import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue.js';

/** A turn that records when it starts and ends only when the test lets it. */
function gatedTurns() {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  let running = 0;
  let most = 0;
  const turn = (key: string) => async (stopping: AbortSignal) => {
    started.push(key);
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => {
      release.set(key, resolve);
      stopping.addEventListener('abort', () => resolve(), { once: true });
    });
    running -= 1;
  };
  /** Lets `key`'s turn end, and waits until the line has moved on from it. */
  const finish = async (key: string) => {
    release.get(key)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, turn, finish, most: () => most };
}

describe('the line of cookbook PDFs', () => {
  it('when more books are added than it makes at once, then the rest wait in the order they came and each says its place', async () => {
    const queue = new RenderQueue(2);
    const turns = gatedTurns();
    for (const key of ['a', 'b', 'c', 'd', 'e']) queue.add(key, turns.turn(key));
    await new Promise((resolve) => setImmediate(resolve));

    expect(turns.started).toEqual(['a', 'b']);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => queue.placeOf(key))).toEqual([
      null,
      null,
      1,
      2,
      3,
    ]);

    await turns.finish('b');
    expect(turns.started).toEqual(['a', 'b', 'c']);
    expect(queue.placeOf('d')).toBe(1);
    await turns.finish('a');
    await turns.finish('c');
    await turns.finish('d');
    await turns.finish('e');
    expect(turns.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(turns.most()).toBe(2);
    expect(queue.placeOf('e')).toBeNull();
  });

  it('when a book’s turn fails, then the next one starts all the same', async () => {
    const queue = new RenderQueue(1);
    const turns = gatedTurns();
    queue.add('broken', () => Promise.reject(new Error('The worker crashed')));
    queue.add('next', turns.turn('next'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.started).toEqual(['next']);
  });

  it('when the line is stopped, then the books being made are told to stop, none waiting starts and none is taken any more', async () => {
    const queue = new RenderQueue(1);
    const turns = gatedTurns();
    queue.add('a', turns.turn('a'));
    queue.add('b', turns.turn('b'));
    await new Promise((resolve) => setImmediate(resolve));

    await queue.stop();
    expect(queue.add('c', turns.turn('c'))).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.started).toEqual(['a']);
    expect(queue.placeOf('b')).toBeNull();
  });

  it('when it is told to make no book at once, then it refuses', () => {
    expect(() => new RenderQueue(0)).toThrow(RangeError);
  });
});
