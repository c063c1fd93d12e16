import {
  chooseCookbookRecipes,
  COOKBOOK_LIMITS,
  COOKBOOK_MESSAGES,
  createCookbook,
  deleteCookbook,
  getCookbook,
  getCookbookCoverPdf,
  getCookbookPdf,
  listCookbooks,
  makeCookbookPdf,
  removeCookbookCover,
  removeCookbookPagePhoto,
  setCookbookCover,
  setCookbookPagePhoto,
  updateCookbook,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { created, httpOf, noContent, ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CookbookChoices } from './cookbook-choice.js';
import { uploadedPhotoOf } from '../images/single-photo-upload.js';
import { coverUpload, pagePhotoUpload } from './cover-upload.js';

import { pdfFileName } from './cookbooks.mapper.js';
import type { CookbooksService, PdfAnswer } from './cookbooks.service.js';
import { onlyJsonBody } from './edition-body.js';

/** The PDFs one cook may start in an hour. */
export const COOKBOOK_PDF_RATE_LIMIT = {
  windowMs: 60 * 60 * 1000,
  max: COOKBOOK_LIMITS.pdfsPerHour,
} as const;

/** The family cookbooks: the caller's and their household's shared ones, and their PDFs. */
export function cookbooksRouter(
  books: CookbooksService,
  choices: CookbookChoices,
  limiter: RateLimiter,
): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(listCookbooks, {}, async ({ caller }) => ok(await books.list(caller.principal)));

  router.mount(createCookbook, { missingBody: {} }, async ({ body, caller }) =>
    created(await books.create(body, caller.principal)),
  );

  router.mount(chooseCookbookRecipes, { missingBody: {} }, async ({ body, caller }) =>
    ok(await choices.choose(body, caller.principal)),
  );

  router.mount(getCookbook, {}, async ({ params, caller }) =>
    ok(await books.get(params.id, caller.principal)),
  );

  router.mount(updateCookbook, { missingBody: {} }, async ({ params, body, caller }) =>
    ok(await books.update(params.id, body, caller.principal)),
  );

  router.mount(deleteCookbook, {}, async ({ params, caller }) => {
    await books.delete(params.id, caller.principal);
    return noContent();
  });

  router.mount(setCookbookCover, { before: coverUpload() }, async ({ params, caller }) =>
    ok(await books.setCover(params.id, uploadedPhotoOf(httpOf(caller).req), caller.principal)),
  );

  router.mount(removeCookbookCover, {}, async ({ params, caller }) =>
    ok(await books.removeCover(params.id, caller.principal)),
  );

  router.mount(setCookbookPagePhoto, { before: pagePhotoUpload() }, async ({ params, caller }) => {
    const photo = uploadedPhotoOf(httpOf(caller).req);
    return ok(await books.setPagePhoto(params.id, params.pageId, photo, caller.principal));
  });

  router.mount(removeCookbookPagePhoto, {}, async ({ params, caller }) =>
    ok(await books.removePagePhoto(params.id, params.pageId, caller.principal)),
  );

  router.mount(
    makeCookbookPdf,
    { missingBody: {}, before: [onlyJsonBody] },
    async ({ params, body, caller }) => {
      const { sub } = caller.principal;
      // Counted only for an attempt that would start: a refused one (404, 409) costs nothing.
      const admit = async () => {
        const decision = await limiter.hit(`cookbook-pdfs:${sub}`, COOKBOOK_PDF_RATE_LIMIT);
        if (!decision.allowed) {
          caller.http?.res.setHeader('Retry-After', String(decision.retryAfterSeconds));
          throw new AppError(429, COOKBOOK_MESSAGES.tooManyPdfs);
        }
      };
      const made = await books.makePdf(
        params.id,
        caller.principal,
        admit,
        body.edition,
        body.crop_marks,
      );
      return { status: 202 as const, body: made };
    },
  );

  router.mount(getCookbookPdf, {}, async ({ params, caller }) =>
    download(await books.pdf(params.id, caller.principal)),
  );

  router.mount(getCookbookCoverPdf, {}, async ({ params, caller }) =>
    download(await books.cover(params.id, caller.principal), '-cover'),
  );

  return router;
}

/** A made PDF as its download (`suffix` ends its file name), or its state while it is made. */
function download(answer: PdfAnswer, suffix = '') {
  if (answer.kind === 'making') return { status: 202 as const, body: answer.state };
  const headers: Record<string, string> = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${pdfFileName(answer.title, suffix)}"`,
  };
  if (answer.file.size !== null) headers['Content-Length'] = String(answer.file.size);
  return { status: 200 as const, body: answer.file.body, headers };
}
