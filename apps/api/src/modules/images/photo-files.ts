import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RECIPE_STATUS } from '@family-recipes/shared';
import { isAdmin, owns, type Principal } from '../identity/index.js';
import type { Storage } from '../storage/storage.js';
import { storedImageSource } from './image-processor.js';

/** A photo everyone sees never changes under its name: kept a year by any cache. */
const PUBLIC_CACHE = { immutable: true, maxAge: '365d' } as const;
/** One only some may see: kept by no cache, so it is asked for (and checked) every time. */
export const PRIVATE_PHOTO_CACHE_CONTROL = 'private, no-store';

/** The only names the photo folder holds: `<uuid>-<width>.webp`, as the image pipeline writes. */
const PHOTO_NAME = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d+\.webp)$/;

type Answer = 'public' | 'private' | 'none';

/** What decides who may see a stored photo: the recipe that shows it, and the note if a note does. */
export interface PhotoOwner {
  recipeStatus: number;
  /** The recipe's owning account; null for recipes of nobody (demo recipes). */
  recipeOwnerSub: string | null;
  /** The "we made this" entry's author when the photo is an entry's; null for a recipe's own. */
  noteAuthorSub: string | null;
  /** Whether that entry is hidden; false for a recipe's own photo. */
  noteHidden: boolean;
}

/** Finds what shows a stored photo (modules/cooked, photo-owners.repository.ts). */
export interface PhotoOwners {
  ownersOf(url: string): Promise<PhotoOwner[]>;
}

/** Seen by everyone: a recipe's photo once approved, a note's while its approved recipe shows it. */
const isPublic = (owner: PhotoOwner) =>
  owner.recipeStatus === RECIPE_STATUS.APPROVED && !owner.noteHidden;

/**
 * Whether `viewer` sees the photo of `owner` (docs/product.md, access rules): an administrator
 * always; the recipe's owner always (their recipe in any status, and the notes on it); a note's
 * author their own note, hidden or not, while its recipe is approved.
 */
function sees(viewer: Principal | null | undefined, owner: PhotoOwner): boolean {
  if (!viewer) return false;
  if (isAdmin(viewer) || owns(viewer, owner.recipeOwnerSub)) return true;
  return (
    owner.recipeStatus === RECIPE_STATUS.APPROVED &&
    owner.noteAuthorSub !== null &&
    owner.noteAuthorSub === viewer.sub
  );
}

export interface PhotoFilesDeps {
  /** The local folder of `recipes/` photos. */
  dir: string;
  /** The storage whose URLs the recipes and notes keep. */
  storage: Storage;
  owners: PhotoOwners;
  /** Sets req.principal from the request's token or cookie (authenticate). */
  identify: RequestHandler;
}

/**
 * Serves the photo folder, mounted at `/uploads/recipes`. A photo shown by an approved recipe or a
 * visible note on one is public and cached for a year, as before; a photo shown only by a recipe
 * not approved (pending, denied) or by a hidden note goes to those who may see that recipe or note
 * (`sees`), never cached, and to everyone else as a file that does not exist. A file nothing shows
 * (a photo being stored, a cookbook's cover) stays public.
 */
export function photoFiles(deps: PhotoFilesDeps): RequestHandler {
  const answerFor = async (req: Request, res: Response, name: string): Promise<Answer> => {
    const source = storedImageSource(deps.storage, deps.storage.url(`recipes/${name}`));
    if (!source) return 'none';
    const owners = await deps.owners.ownersOf(deps.storage.url(source.key));
    if (owners.length === 0 || owners.some(isPublic)) return 'public';
    // Whatever it passes on, the caller is known or stays anonymous (who sees nothing private).
    await new Promise<void>((resolve, reject) => {
      Promise.resolve(deps.identify(req, res, () => resolve())).catch(reject);
    });
    return owners.some((owner) => sees(req.principal, owner)) ? 'private' : 'none';
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    // Refused as a missing file is, and kept by no cache either way: a shared cache must not hand
    // one visitor's 404 to a cook who may see the photo, nor keep it once the recipe is approved.
    const notFound = () => {
      res.set('Cache-Control', 'no-store');
      next();
    };
    const name = PHOTO_NAME.exec(req.path)?.[1];
    if (!name) {
      notFound();
      return;
    }
    answerFor(req, res, name).then((answer) => {
      if (answer === 'none') {
        notFound();
        return;
      }
      const options =
        answer === 'public'
          ? PUBLIC_CACHE
          : { cacheControl: false, headers: { 'Cache-Control': PRIVATE_PHOTO_CACHE_CONTROL } };
      res.sendFile(name, { root: deps.dir, dotfiles: 'deny', ...options }, (err?: unknown) => {
        // A visitor who left (a page closed, an image scrolled away) is no error of the site's.
        if (!err || res.headersSent || (err as { code?: string }).code === 'ECONNABORTED') return;
        if ((err as { status?: number }).status === 404) notFound();
        else next(err);
      });
    }, next);
  };
}
