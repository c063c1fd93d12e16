import { z } from '../zod.js';
import { apiErrorSchema, runtimeConfigSchema } from '../schemas/api.js';
import {
  adminUserListItemSchema,
  insertUserInputSchema,
  updateUserInputSchema,
  userRecordSchema,
} from '../schemas/users.js';
import { CONTRACT_MESSAGES, TOKEN_MAX_LENGTH } from './messages.js';

/** Cognito's own limit for usernames. */
const USERNAME_MAX_LENGTH = 128;

const token = z
  .string({ error: CONTRACT_MESSAGES.tokensRequired })
  .trim()
  .min(1, CONTRACT_MESSAGES.tokensRequired)
  .max(TOKEN_MAX_LENGTH, CONTRACT_MESSAGES.invalidToken);

const signedInAnswer = z.object({
  loggedIn: z.literal(true),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  idToken: z.string(),
  exp: z.number().int(),
  iat: z.number().int(),
});

/** The schemas of the service's own calls, of the session and of the accounts (CONTRACT_SCHEMAS). */
export const SERVICE_SCHEMAS = {
  ApiError: apiErrorSchema,
  Message: z.object({ message: z.string() }),
  Text: z.string(),
  Uuid: z.uuid(),
  IsoDate: z.iso.date(),
  ModerationStatus: z.enum(['101', '199']),

  Health: z.object({ status: z.literal('ok') }),
  Readiness: z.object({ status: z.literal('ready'), database: z.string() }),
  RuntimeConfig: runtimeConfigSchema,
  OpenApiDocument: z.record(z.string(), z.unknown()),
  HtmlPage: z.string(),

  SetTokens: z.object({ idToken: token, accessToken: token, refreshToken: token }),
  UserToken: z.union([z.object({ loggedIn: z.literal(false) }), signedInAnswer]),
  RefreshedTokens: z.object({ idToken: z.string(), accessToken: z.string() }),

  AssignRole: z.object({
    username: z
      .string()
      .trim()
      .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
      .optional(),
    group: z
      .string({ error: CONTRACT_MESSAGES.groupRequired })
      .trim()
      .min(1, CONTRACT_MESSAGES.groupRequired),
  }),
  RoleAssigned: z.object({ message: z.string(), username: z.string(), group: z.string() }),
  InsertUserInput: insertUserInputSchema,
  UpdateUserInput: updateUserInputSchema,
  UserRecord: userRecordSchema,
  AdminUserListItem: adminUserListItemSchema,
} as const satisfies Record<string, z.ZodType>;
