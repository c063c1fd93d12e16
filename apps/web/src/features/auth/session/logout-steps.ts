/**
 * What the cook reads after Log Out, when the logout did not simply end the session everywhere:
 * the server could not be told yet (offline), or changes made offline could not be sent. Nothing
 * (null) when both went through.
 */
export function logoutMessage(serverTold: boolean, keptChanges: number): string | null {
  const parts: string[] = [];
  if (!serverTold) {
    parts.push(
      'You are logged out on this device. The server will be told when you are back online.',
    );
  }
  if (keptChanges > 0) {
    const changes = keptChanges === 1 ? '1 change was' : `${keptChanges} changes were`;
    parts.push(
      `${changes} not sent yet. They stay on this device and are sent when you log in again.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
