import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import {
  IdentityError,
  type IdentityClient,
  type IdentityErrorKind,
  type IdentitySettings,
} from './identity-client';

const KIND_BY_CODE: Record<string, IdentityErrorKind> = {
  NotAuthorizedException: 'incorrect-credentials',
  UserNotFoundException: 'user-not-found',
};

/** The library reports failures as plain objects or Errors carrying a `code`. */
function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const code =
    typeof record.code === 'string'
      ? record.code
      : typeof record.name === 'string'
        ? record.name
        : '';
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : 'The identity service could not be reached.';
  return new IdentityError(KIND_BY_CODE[code] ?? 'other', message, code);
}

function call<T>(run: (callback: (error: unknown, result?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    run((error, result) => {
      if (error) reject(toIdentityError(error));
      else resolve(result as T);
    });
  });
}

export function createCognitoClient(settings: IdentitySettings): IdentityClient {
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });

  const userFor = (email: string) => {
    const user = new CognitoUser({ Username: email, Pool: pool });
    if (settings.authFlow === 'USER_PASSWORD_AUTH') {
      user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    }
    return user;
  };

  /** The library's signed-in user with a valid (refreshed if needed) session. */
  const currentUser = async (): Promise<CognitoUser> => {
    const user = pool.getCurrentUser();
    if (!user) {
      throw new IdentityError('not-authenticated', 'User is not authenticated');
    }
    let session: CognitoUserSession | null;
    try {
      session = await call<CognitoUserSession | null>((done) => user.getSession(done));
    } catch (error) {
      throw new IdentityError('session-expired', toIdentityError(error).message);
    }
    if (!session?.isValid()) throw new IdentityError('session-expired', 'Session is not valid');
    return user;
  };

  return {
    async signUp({ email, password, name }) {
      await call((done) =>
        pool.signUp(
          email,
          password,
          [
            new CognitoUserAttribute({ Name: 'email', Value: email }),
            new CognitoUserAttribute({ Name: 'name', Value: name }),
          ],
          [],
          done,
        ),
      );
    },

    async confirmSignUp(email, code) {
      await call((done) => userFor(email).confirmRegistration(code, true, done));
    },

    signIn(email, password) {
      const user = userFor(email);
      const details = new AuthenticationDetails({ Username: email, Password: password });
      return new Promise((resolve, reject) => {
        user.authenticateUser(details, {
          onSuccess: (session) =>
            resolve({
              idToken: session.getIdToken().getJwtToken(),
              accessToken: session.getAccessToken().getJwtToken(),
              refreshToken: session.getRefreshToken().getToken(),
            }),
          onFailure: (error) => reject(toIdentityError(error)),
          newPasswordRequired: () =>
            reject(new IdentityError('other', 'A new password is required for this account.')),
        });
      });
    },

    async updateName(name) {
      const user = await currentUser();
      await call((done) =>
        user.updateAttributes([new CognitoUserAttribute({ Name: 'name', Value: name })], done),
      );
    },

    async changePassword(currentPassword, newPassword) {
      const user = await currentUser();
      await call((done) => user.changePassword(currentPassword, newPassword, done));
    },

    forgotPassword(email) {
      return new Promise((resolve, reject) => {
        userFor(email).forgotPassword({
          onSuccess: () => resolve(),
          onFailure: (error) => reject(toIdentityError(error)),
          inputVerificationCode: () => resolve(),
        });
      });
    },

    confirmPassword(email, code, newPassword) {
      return new Promise((resolve, reject) => {
        userFor(email).confirmPassword(code, newPassword, {
          onSuccess: () => resolve(),
          onFailure: (error) => reject(toIdentityError(error)),
        });
      });
    },

    async getAttributes() {
      if (!pool.getCurrentUser()) return null;
      const user = await currentUser();
      const attributes = await call<CognitoUserAttribute[] | undefined>((done) =>
        user.getUserAttributes(done),
      );
      return Object.fromEntries((attributes ?? []).map((a) => [a.getName(), a.getValue()]));
    },

    signOut() {
      pool.getCurrentUser()?.signOut();
    },
  };
}
