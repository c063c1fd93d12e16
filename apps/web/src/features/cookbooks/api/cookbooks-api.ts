import {
  chooseCookbookRecipes,
  createCookbook,
  deleteCookbook,
  getCookbook,
  getCookbookCoverPdf,
  getCookbookPdf,
  listCookbooks,
  makeCookbookPdf,
  pathOf,
  removeCookbookCover,
  removeCookbookPagePhoto,
  setCookbookCover,
  setCookbookPagePhoto,
  updateCookbook,
  type Cookbook,
  type CookbookChoiceInput,
  type CookbookEdition,
  type CookbookFields,
  type CookbookPdf,
} from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { upload as uploadForm } from '../../../lib/api-upload';
import { call } from '../../../lib/endpoint-client';
import {
  endpointKey,
  endpointMutation,
  endpointQuery,
  refreshReads,
} from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** One book's read, which the writes to it replace. */
const bookKey = (id: string) => endpointKey(getCookbook, { params: { id } });
/** The list of books, whose covers and PDFs each write may change. */
const refreshList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(listCookbooks) });

/** While a book's PDF is being made its state is read again this often, for its progress. */
export const MAKING_POLL_MS = 1_500;

const making = (pdf: CookbookPdf | undefined) => pdf?.status === 'making';

/** The address of a book's PDF (GET /api/cookbooks/:id/pdf): a download once it is made. */
export const pdfPath = (id: string) => pathOf(getCookbookPdf, { id });

/**
 * The address of a print-shop edition's cover (GET /api/cookbooks/:id/cover.pdf): back cover,
 * spine and front cover on one page, a download once the edition is made.
 */
export const coverPdfPath = (id: string) => pathOf(getCookbookCoverPdf, { id });

/** GET /api/cookbooks: the cook's books and the household's shared ones, newest first. */
export function useCookbooks() {
  return useQuery(
    endpointQuery(
      listCookbooks,
      {},
      {
        staleTime: 0,
        refetchInterval: (query) =>
          query.state.data?.items.some((book) => making(book.pdf)) ? MAKING_POLL_MS : false,
      },
    ),
  );
}

/**
 * GET /api/cookbooks/:id: the book, read again every moment while its PDF is being made (its
 * `pdf` carries the progress and the stage), and not at all otherwise.
 */
export function useCookbook(id: string) {
  return useQuery(
    endpointQuery(
      getCookbook,
      { params: { id } },
      {
        staleTime: 0,
        refetchInterval: (query) => (making(query.state.data?.pdf) ? MAKING_POLL_MS : false),
      },
    ),
  );
}

function storeBook(queryClient: QueryClient, book: Cookbook) {
  queryClient.setQueryData(bookKey(book.id), book);
  void refreshList(queryClient);
}

/** POST /api/cookbooks (no id yet) or PUT /api/cookbooks/:id. */
export function useSaveCookbook(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation<Cookbook, ApiError, CookbookFields>({
    mutationFn: (body) =>
      id ? call(updateCookbook, { params: { id }, body }) : call(createCookbook, { body }),
    onSuccess: (book) => storeBook(queryClient, book),
  });
}

/** DELETE /api/cookbooks/:id. */
export function useDeleteCookbook(id: string) {
  return useEndpointMutation(
    deleteCookbook,
    () => ({ params: { id } }),
    (queryClient) => ({
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: bookKey(id) });
        void refreshList(queryClient);
      },
    }),
  );
}

/** POST /api/cookbooks/choice: the recipes of one source, for ticking. */
export function useCookbookChoice() {
  return useMutation(
    endpointMutation(chooseCookbookRecipes, (body: CookbookChoiceInput) => ({ body })),
  );
}

/** PUT /api/cookbooks/:id/cover (a photo file) and DELETE /api/cookbooks/:id/cover. */
export function useCover() {
  const queryClient = useQueryClient();
  const changed = () => refreshReads(queryClient, [listCookbooks, getCookbook]);
  const upload = useMutation<unknown, ApiError, { id: string; file: File }>({
    mutationFn: ({ id, file }) => {
      const form = new FormData();
      form.append('cover', file);
      return uploadForm(setCookbookCover, { params: { id }, form });
    },
    onSuccess: changed,
  });
  const remove = useMutation(
    endpointMutation(removeCookbookCover, (id: string) => ({ params: { id } }), {
      onSuccess: changed,
    }),
  );
  return { upload, remove };
}

/**
 * PUT /api/cookbooks/:id/pages/:pageId/photo (a photo file) and its DELETE: a family page's
 * photo, once the page is saved; the book read again holds it.
 */
export function usePagePhoto() {
  const queryClient = useQueryClient();
  const changed = (book: Cookbook) => storeBook(queryClient, book);
  const upload = useMutation<Cookbook, ApiError, { id: string; pageId: string; file: File }>({
    mutationFn: ({ id, pageId, file }) => {
      const form = new FormData();
      form.append('photo', file);
      return uploadForm(setCookbookPagePhoto, { params: { id, pageId }, form });
    },
    onSuccess: changed,
  });
  const remove = useMutation(
    endpointMutation(
      removeCookbookPagePhoto,
      ({ id, pageId }: { id: string; pageId: string }) => ({ params: { id, pageId } }),
      { onSuccess: changed },
    ),
  );
  return { upload, remove };
}

/** What the next PDF is made as: the edition, and crop marks (print only). */
export interface PdfChoice {
  edition: CookbookEdition;
  cropMarks: boolean;
}

/**
 * POST /api/cookbooks/:id/pdf with the edition to make: starts making the PDF; the book is then
 * read until it is made.
 */
export function useMakePdf(id: string) {
  return useEndpointMutation(
    makeCookbookPdf,
    ({ edition, cropMarks }: PdfChoice) => ({
      params: { id },
      body: edition === 'print' && cropMarks ? { edition, crop_marks: true } : { edition },
    }),
    (queryClient) => ({
      onSuccess: async (pdf) => {
        // A read of the book sent before the PDF was asked for would answer "no PDF" after this,
        // and the page would stop following the PDF it is making.
        await queryClient.cancelQueries({ queryKey: bookKey(id) });
        queryClient.setQueryData(bookKey(id), (book) => (book ? { ...book, pdf } : book));
        void refreshList(queryClient);
      },
    }),
  );
}
