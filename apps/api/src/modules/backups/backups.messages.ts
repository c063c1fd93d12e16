/** What the backups module says to administrators: in the shared package, shown in the reader's language. */
export { BACKUP_MESSAGES } from '@family-recipes/shared';

const ERRNO_REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full (no space left on device).',
  EDQUOT: 'the disk quota is used up.',
  EACCES: 'permission denied.',
  EPERM: 'permission denied.',
  EROFS: 'the file system is read-only.',
  ENOENT: 'the folder does not exist.',
};

/** An error's reason in words: the system's for a file error, else its message. */
export function reasonOf(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && ERRNO_REASONS[code]) return ERRNO_REASONS[code];
  const message = err instanceof Error ? err.message : String(err);
  const text = message.trim() || 'an unknown error.';
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
