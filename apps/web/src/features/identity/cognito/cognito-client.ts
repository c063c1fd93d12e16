import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { PROVIDER_MESSAGES } from '@family-recipes/shared';
import { isApiError } from '../../../lib/api-client';
import { refreshTokens } from '../api/identity-api';
import {
  IdentityError,
  type IdentityClient,
  type IdentityErrorKind,
  type IdentitySettings,
} from './identity-client';
import { identityStorage } from './memory-storage';

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
      : PROVIDER_MESSAGES.unreachable;
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
  // Users built here would otherwise fall back to localStorage: each is given the page's store too.
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    Storage: identityStorage,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });

  const userFor = (email: string) => {
    const user = new CognitoUser({ Username: email, Pool: pool, Storage: identityStorage });
    if (settings.authFlow === 'USER_PASSWORD_AUTH') {
      user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    }
    return user;
  };

  /**
   * A page loaded after the sign-in has nothing in the library's store, but the cookies still
   * hold the session: a refresh hands this page an id and an access token (never the refresh
   * token), which the library then uses for the calls it makes on the user's behalf.
   */
  const adoptServerSession = async (): Promise<CognitoUser> => {
    let tokens: { idToken: string; accessToken: string };
    try {
      tokens = await refreshTokens();
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        throw new IdentityError('session-expired', error.message);
      }
      throw new IdentityError('other', error instanceof Error ? error.message : String(error));
    }
    const idToken = new CognitoIdToken({ IdToken: tokens.idToken });
    const username = idToken.decodePayload()['cognito:username'];
    if (typeof username !== 'string') {
      throw new IdentityError('not-authenticated', 'User is not authenticated');
    }
    const user = new CognitoUser({ Username: username, Pool: pool, Storage: identityStorage });
    user.setSignInUserSession(
      new CognitoUserSession({
        IdToken: idToken,
        AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
        RefreshToken: new CognitoRefreshToken({ RefreshToken: '' }),
      }),
    );
    return user;
  };

  /** The signed-in user with a valid session: the library's own, refreshed if needed, or the server's. */
  const currentUser = async (): Promise<CognitoUser> => {
    const user = pool.getCurrentUser();
    if (user) {
      try {
        const session = await call<CognitoUserSession | null>((done) => user.getSession(done));
        if (session?.isValid()) return user;
      } catch {
        // Nothing usable here (an adopted session ran out, or its refresh was refused).
      }
    }
    return adoptServerSession();
  };

  return {
    async signUp({ email, password, name, locale }) {
      await call((done) =>
        pool.signUp(
          email,
          password,
          [
            new CognitoUserAttribute({ Name: 'email', Value: email }),
            new CognitoUserAttribute({ Name: 'name', Value: name }),
            new CognitoUserAttribute({ Name: 'locale', Value: locale }),
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

    async updateLocale(locale) {
      const user = await currentUser();
      await call((done) =>
        user.updateAttributes([new CognitoUserAttribute({ Name: 'locale', Value: locale })], done),
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
