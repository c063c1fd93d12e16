/** What the browser and the server need to talk to the user pool. */
export interface IdentitySettings {
  region: string;
  userPoolId: string;
  clientId: string;
  /**
   * Where this server calls the identity service (administrator actions, keys): an emulator's
   * admin address, which browsers cannot use; null against AWS.
   */
  endpoint: string | null;
  /**
   * The file with the key pair this server signs its calls to `endpoint` with (an identity gate's
   * admin listener takes no others); null: the SDK's default credentials (Amazon Cognito).
   */
  adminCredentialsFile: string | null;
  /** Where browsers call the identity service; null against AWS. */
  browserEndpoint: string | null;
  authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
}
