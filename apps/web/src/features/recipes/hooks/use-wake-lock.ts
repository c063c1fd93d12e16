import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'active' | 'unavailable';

/**
 * Keeps the screen on while the calling view is shown (Screen Wake Lock API). Browsers drop the
 * lock when the tab is hidden, so it is asked for again when the tab comes back; leaving the view
 * releases it. 'unavailable' when the browser has no such API or refuses (battery saver).
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'pending' : 'unavailable',
  );

  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;

    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (left) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setState('active');
      } catch {
        if (!left) setState('unavailable');
      }
    };
    const onVisibility = () => {
      if (sentinel === null || sentinel.released) void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
      sentinel = null;
    };
  }, []);

  return state;
}
