import { z } from '../zod.js';
import { RECIPE_LIMITS } from '../constants.js';
import { tooLong } from './fields.js';

/** The optional body of an approve or deny call (decision 019). */
export const statusNoteSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? {} : value),
  z.object(
    {
      note: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        z
          .string({ error: 'The note must be text' })
          .trim()
          .max(RECIPE_LIMITS.reviewNoteMax, tooLong('The note', RECIPE_LIMITS.reviewNoteMax))
          .optional(),
      ),
    },
    { error: 'The body must be a JSON object with an optional note' },
  ),
);
export type StatusNote = z.infer<typeof statusNoteSchema>;

/** GET and PUT /api/admin/digest: an administrator's daily digest of new submissions. */
export const digestSettingSchema = z.object(
  { daily_digest: z.boolean({ error: 'daily_digest must be true or false' }) },
  { error: 'The body must be a JSON object with daily_digest' },
);
export type DigestSetting = z.infer<typeof digestSettingSchema>;
