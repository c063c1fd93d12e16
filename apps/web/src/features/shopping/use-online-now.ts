import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();
const online = () => true;

/**
 * Whether the app thinks it can reach the server (TanStack's online manager, which the kitchen
 * writes follow too): the calls that cannot wait on the device are offered only then.
 */
export function useOnlineNow(): boolean {
  return useSyncExternalStore((onChange) => onlineManager.subscribe(onChange), isOnline, online);
}
