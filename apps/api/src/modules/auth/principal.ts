/** Who is calling, from a verified id token (DESIGN.md section 3). */
export interface Principal {
  sub: string;
  username: string;
  email: string;
  name: string;
  groups: string[];
}

export function isAdmin(principal: Principal | null | undefined): boolean {
  return !!principal?.groups.includes('admin');
}

export function canSubmit(principal: Principal | null | undefined): boolean {
  return !!principal && (principal.groups.includes('user') || principal.groups.includes('admin'));
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
