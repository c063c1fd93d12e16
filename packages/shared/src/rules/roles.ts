import type { Group } from '../constants.js';

/** Who may do what, from an account's groups: the one place the rule is written. */
type Groups = readonly string[] | null | undefined;

/** An administrator: the `admin` group. */
export function isAdmin(groups: Groups): boolean {
  return !!groups?.includes('admin' satisfies Group);
}

/**
 * A member who may submit and edit recipes: the `user` group, or an administrator (who may do
 * everything a member may).
 */
export function isMember(groups: Groups): boolean {
  return !!groups?.includes('user' satisfies Group) || isAdmin(groups);
}

/** Whether the groups allow what `required` allows: an administrator passes every check. */
export function hasGroup(groups: Groups, required: Group): boolean {
  return required === 'admin' ? isAdmin(groups) : isMember(groups);
}
