/** What the browser and the server need to talk to the user pool (DESIGN.md D3). */
export interface IdentitySettings {
  region: string;
  userPoolId: string;
  clientId: string;
  /** The emulator's URL; null against AWS. */
  endpoint: string | null;
  authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
}
