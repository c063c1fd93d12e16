import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import {
  chooseCookbookRecipes,
  COOKBOOK_LIMITS,
  COOKBOOK_MESSAGES,
  createCookbook,
  deleteCookbook,
  getCookbook,
  getCookbookPdf,
  listCookbooks,
  makeCookbookPdf,
  removeCookbookCover,
  setCookbookCover,
  updateCookbook,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { mount, principalOf } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CookbookChoices } from './cookbook-choice.js';
import { uploadedPhotoOf } from '../images/single-photo-upload.js';
import { coverUpload } from './cover-upload.js';
import { pdfFileName } from './cookbooks.mapper.js';
import type { CookbooksService } from './cookbooks.service.js';

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
): Router {
  const router = Router();

  mount(router, listCookbooks, {}, (_input, req) => books.list(principalOf(req)));

  mount(router, createCookbook, { missingBody: {} }, ({ body }, req) =>
    books.create(body, principalOf(req)),
  );

  mount(router, chooseCookbookRecipes, { missingBody: {} }, ({ body }, req) =>
    choices.choose(body, principalOf(req)),
  );

  mount(router, getCookbook, {}, ({ params }, req) => books.get(params.id, principalOf(req)));

  mount(router, updateCookbook, { missingBody: {} }, ({ params, body }, req) =>
    books.update(params.id, body, principalOf(req)),
  );

  mount(router, deleteCookbook, {}, async ({ params }, req, res) => {
    await books.delete(params.id, principalOf(req));
    res.status(204).end();
  });

  mount(router, setCookbookCover, { before: coverUpload(limiter) }, ({ params }, req) =>
    books.setCover(params.id, uploadedPhotoOf(req), principalOf(req)),
  );

  mount(router, removeCookbookCover, {}, ({ params }, req) =>
    books.removeCover(params.id, principalOf(req)),
  );

  mount(router, makeCookbookPdf, {}, ({ params }, req, res) => {
    const { sub } = principalOf(req);
    // Counted only for an attempt that would start: a refused one (404, 409) costs nothing.
    const admit = async () => {
      const decision = await limiter.hit(`cookbook-pdfs:${sub}`, COOKBOOK_PDF_RATE_LIMIT);
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        throw new AppError(429, COOKBOOK_MESSAGES.tooManyPdfs);
      }
    };
    return books.makePdf(params.id, principalOf(req), admit);
  });

  mount(router, getCookbookPdf, {}, async ({ params }, req, res) => {
    const answer = await books.pdf(params.id, principalOf(req));
    if (answer.kind === 'making') {
      res.status(202).json(answer.state);
      return;
    }
    res.status(200);
    res.type('application/pdf');
    res.set('Content-Disposition', `attachment; filename="${pdfFileName(answer.title)}"`);
    if (answer.file.size !== null) res.set('Content-Length', String(answer.file.size));
    await pipeline(answer.file.body, res);
  });

  return router;
}
