import { z } from '../zod.js';
import { IMAGE_LIMITS, RECIPE_LIMITS } from '../constants.js';

/** A photo's bytes in base64 take 4 characters for every 3 bytes. */
const IMAGE_BASE64_MAX = Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4;

export const EXPORT_IMAGE_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'image/avif'] as const;

/** A recipe's photo: the bytes in base64 (JSON export and backup) or a file beside the Markdown. */
export const exportImageSchema = z.object({
  content_type: z.enum(EXPORT_IMAGE_TYPES),
  /** The file's name inside a zip export (`photos/<name>.webp`); informative in JSON. */
  file_name: z.string().min(1).max(RECIPE_LIMITS.sourceMax),
  /** The image file in base64; absent in the Markdown zip, where the file sits at `file_name`. */
  data: z.base64().max(IMAGE_BASE64_MAX).optional(),
  /**
   * Only in a backup: the photo's other stored sizes (`data` is the largest), each as the site
   * stored it, so that a restore serves the same files. Absent in files written before them; a
   * restore then makes the sizes from `data`.
   */
  sizes: z
    .array(
      z.object({
        width: z.literal(IMAGE_LIMITS.widths),
        data: z.base64().max(IMAGE_BASE64_MAX),
      }),
    )
    .max(IMAGE_LIMITS.widths.length)
    .optional(),
  /**
   * Only in a backup, beside `sizes`: the original the site keeps for print (a JPEG, at most
   * PRINT_ORIGINAL_MAX_SIDE on its longest side), when it kept one. Absent in files written
   * before originals were kept; the restored photo then prints from `data`.
   */
  original: z.base64().max(IMAGE_BASE64_MAX).optional(),
});
export type ExportImage = z.infer<typeof exportImageSchema>;
