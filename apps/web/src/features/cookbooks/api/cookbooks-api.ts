import {
  chooseCookbookRecipes,
  createCookbook,
  deleteCookbook,
  getCookbook,
  getCookbookPdf,
  listCookbooks,
  makeCookbookPdf,
  pathOf,
  removeCookbookCover,
  setCookbookCover,
  updateCookbook,
  type Cookbook,
  type CookbookChoice,
  type CookbookChoiceInput,
  type CookbookFields,
  type CookbookList,
  type CookbookPdf,
} from '@family-recipes/shared';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { upload as uploadForm } from '../../../lib/api-upload';
import { call } from '../../../lib/endpoint-client';

/** Only this feature reads the cookbooks. */
const cookbookKeys = {
  all: ['cookbooks'] as const,
  list: () => [...cookbookKeys.all, 'list'] as const,
  book: (id: string) => [...cookbookKeys.all, 'book', id] as const,
};

/** While a book's PDF is being made its state is read again this often, for its progress. */
export const MAKING_POLL_MS = 1_500;

const making = (pdf: CookbookPdf | undefined) => pdf?.status === 'making';

/** The address of a book's PDF (GET /api/cookbooks/:id/pdf): a download once it is made. */
export const pdfPath = (id: string) => pathOf(getCookbookPdf, { id });

/** GET /api/cookbooks: the cook's books and the household's shared ones, newest first. */
export function useCookbooks() {
  return useQuery(
    queryOptions<CookbookList, ApiError>({
      queryKey: cookbookKeys.list(),
      queryFn: ({ signal }) => call(listCookbooks, { signal }),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.items.some((book) => making(book.pdf)) ? MAKING_POLL_MS : false,
    }),
  );
}

/**
 * GET /api/cookbooks/:id: the book, read again every moment while its PDF is being made (its
 * `pdf` carries the progress and the stage), and not at all otherwise.
 */
export function useCookbook(id: string) {
  return useQuery(
    queryOptions<Cookbook, ApiError>({
      queryKey: cookbookKeys.book(id),
      queryFn: ({ signal }) => call(getCookbook, { params: { id }, signal }),
      staleTime: 0,
      refetchInterval: (query) => (making(query.state.data?.pdf) ? MAKING_POLL_MS : false),
    }),
  );
}

function storeBook(queryClient: QueryClient, book: Cookbook) {
  queryClient.setQueryData(cookbookKeys.book(book.id), book);
  void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
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
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => call(deleteCookbook, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: cookbookKeys.book(id) });
      void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
    },
  });
}

/** POST /api/cookbooks/choice: the recipes of one source, for ticking. */
export function useCookbookChoice() {
  return useMutation<CookbookChoice, ApiError, CookbookChoiceInput>({
    mutationFn: (body) => call(chooseCookbookRecipes, { body }),
  });
}

/** PUT /api/cookbooks/:id/cover (a photo file) and DELETE /api/cookbooks/:id/cover. */
export function useCover() {
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: cookbookKeys.all });
  const upload = useMutation<unknown, ApiError, { id: string; file: File }>({
    mutationFn: ({ id, file }) => {
      const form = new FormData();
      form.append('cover', file);
      return uploadForm(setCookbookCover, { params: { id }, form });
    },
    onSuccess: changed,
  });
  const remove = useMutation<unknown, ApiError, string>({
    mutationFn: (id) => call(removeCookbookCover, { params: { id } }),
    onSuccess: changed,
  });
  return { upload, remove };
}

/** POST /api/cookbooks/:id/pdf: starts making the PDF; the book is then read until it is made. */
export function useMakePdf(id: string) {
  const queryClient = useQueryClient();
  return useMutation<CookbookPdf, ApiError, void>({
    mutationFn: () => call(makeCookbookPdf, { params: { id } }),
    onSuccess: async (pdf) => {
      // A read of the book sent before the PDF was asked for would answer "no PDF" after this,
      // and the page would stop following the PDF it is making.
      await queryClient.cancelQueries({ queryKey: cookbookKeys.book(id) });
      queryClient.setQueryData<Cookbook>(cookbookKeys.book(id), (book) =>
        book ? { ...book, pdf } : book,
      );
      void queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
    },
  });
}
