import {
  cookbookInputSchema,
  type Cookbook,
  type CookbookFields,
  type CookbookInput,
  type CookbookRecipe,
  type SiteLanguage,
} from '@family-recipes/shared';
import { useEffect, useId, useState } from 'react';
import { useWatch, type FieldErrors, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { firstInvalid, messagesInOrder } from '../../../components/ui/form-errors';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { showValidationToast } from '../../../components/ui/validation-toast';
import { useCover, useSaveCookbook } from '../api/cookbooks-api';
import { BookRecipes } from './book-recipes';
import {
  CoverSection,
  coverProblem,
  DetailsSection,
  PrintSection,
  type CoverMode,
} from './book-settings';
import { CardTicks } from './card-ticks';
import {
  type Chapter,
  fittedChapters,
  nestedMessages,
  printOrder,
  startingChapters,
} from './chapter-order';
import { type FamilyPage, FamilyPagesSection } from './family-pages';
import { RecipeChoice } from './recipe-choice';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/language';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
import { cookbooksMessages } from '../messages';

/** The fields in the order the form shows them: the validation toast lists their messages so. */
const FIELDS = [
  'title',
  'subtitle',
  'dedication',
  'recipeIds',
  'order',
  'chapters',
  'cardRecipeIds',
  'familyPages',
  'coverRecipeId',
  'language',
  'pageSize',
  'photos',
  'shared',
] as const satisfies readonly Path<CookbookInput>[];

/** The form's values: the saved book's, or a new book's printed in the reader's `language`. */
function defaultsOf(book: Cookbook | undefined, language: SiteLanguage): CookbookInput {
  return {
    title: book?.title ?? '',
    subtitle: book?.subtitle ?? '',
    dedication: book?.dedication ?? '',
    recipeIds: book?.recipeIds ?? [],
    order: book?.order ?? 'category',
    chapters: book?.chapters ?? [],
    cardRecipeIds: book?.cardRecipeIds ?? [],
    familyPages: (book?.familyPages ?? []).map(({ image: _image, ...page }) => page),
    coverRecipeId: book?.coverRecipeId ?? null,
    pageSize: book?.pageSize ?? 'A4',
    photos: book?.photos ?? true,
    shared: book?.shared ?? false,
    language: book?.language ?? language,
  };
}

/**
 * The book builder: a new book (no `book`) or the owner's saved one. The recipes are kept beside
 * the form (their titles and photos for the list) and their ids go into it; the cover photo a cook
 * uploads is sent once the book is saved, for the upload needs the book's id.
 */
export function CookbookForm({
  book,
  onDirty,
}: {
  book?: Cookbook;
  /** Told whether the form holds changes not yet saved. */
  onDirty?(dirty: boolean): void;
}) {
  const t = useT(cookbooksMessages);
  const words = useRecipeWords();
  const { language } = useLanguage();
  const prefix = useId();
  const navigate = useNavigate();
  const save = useSaveCookbook(book?.id);
  const form = useCheckedForm<CookbookInput, CookbookFields>(
    cookbookInputSchema,
    defaultsOf(book, language),
    FIELDS,
  );
  const [recipes, setRecipes] = useState<CookbookRecipe[]>(book?.recipes ?? []);
  const [coverMode, setCoverMode] = useState<CoverMode>(
    book?.coverRecipeId ? 'recipe' : book?.cover_image ? 'upload' : 'none',
  );
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string>();
  const [coverChanged, setCoverChanged] = useState(false);
  const order = useWatch({ control: form.control, name: 'order' }) ?? 'category';
  const chapters = useWatch({ control: form.control, name: 'chapters' }) ?? [];
  const cards = useWatch({ control: form.control, name: 'cardRecipeIds' }) ?? [];
  const pages = useWatch({ control: form.control, name: 'familyPages' }) ?? [];
  const errors = form.formState.errors;
  const opts = () => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const setChapters = (next: Chapter[]) => form.setValue('chapters', next, opts());
  const setCards = (next: string[]) => form.setValue('cardRecipeIds', next, opts());
  const setPages = (next: FamilyPage[]) => form.setValue('familyPages', next, opts());
  const dirty = form.formState.isDirty || coverChanged;
  const listId = `${prefix}-recipes`;
  const sourceId = `${prefix}-source`;
  const recipesError = form.formState.errors.recipeIds?.message;
  const firstChapter = t('chapterNumber', { number: 1 });

  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

  const changeRecipes = (next: CookbookRecipe[]) => {
    setRecipes(next);
    form.setValue(
      'recipeIds',
      next.map((r) => r._id),
      { shouldDirty: true },
    );
    if (next.length > 0) form.clearErrors('recipeIds');
    const ids = new Set(next.map((r) => r._id));
    if (form.getValues('order') === 'chapters') {
      setChapters(fittedChapters(form.getValues('chapters') ?? [], next, firstChapter));
    }
    setCards((form.getValues('cardRecipeIds') ?? []).filter((id) => ids.has(id)));
    const placed = (form.getValues('familyPages') ?? []).map((page) => ({
      ...page,
      caption: page.caption ?? '',
      story: page.story ?? '',
      after: Math.min(page.after, next.length),
    }));
    setPages(placed);
    const cover = form.getValues('coverRecipeId');
    if (cover && !next.some((r) => r._id === cover)) {
      form.setValue('coverRecipeId', next[0]?._id ?? null, { shouldDirty: true });
    }
  };

  const tick = (ticked: CookbookRecipe[], inBook: boolean) => {
    const ids = new Set(ticked.map((r) => r._id));
    if (!inBook) return changeRecipes(recipes.filter((r) => !ids.has(r._id)));
    const have = new Set(recipes.map((r) => r._id));
    changeRecipes([...recipes, ...ticked.filter((r) => !have.has(r._id))]);
  };

  const chooseCoverMode = (mode: CoverMode) => {
    setCoverMode(mode);
    setCoverChanged(true);
    const cover = mode === 'recipe' ? (form.getValues('coverRecipeId') ?? recipes[0]?._id) : null;
    form.setValue('coverRecipeId', cover ?? null, { shouldDirty: true });
  };

  const chooseFile = (file: File | null) => {
    setCoverFile(file);
    setCoverChanged(true);
    setCoverError(file ? coverProblem(file, t) : undefined);
  };

  const cover = useCover();
  const afterSave = async (saved: Cookbook) => {
    form.reset(defaultsOf(saved, language));
    setRecipes(saved.recipes);
    try {
      if (coverMode === 'upload' && coverFile) {
        await cover.upload.mutateAsync({ id: saved.id, file: coverFile });
        setCoverFile(null);
      } else if (coverMode !== 'upload' && saved.cover_image) {
        await cover.remove.mutateAsync(saved.id);
      }
      setCoverChanged(false);
      toast.success(t('savedToast', { title: saved.title }));
    } catch (error) {
      form.failed(error, t('coverNotSaved'));
    }
    if (!book) void navigate(`/cookbooks/${saved.id}`, { replace: true });
  };

  const send = (values: CookbookFields) => {
    if (coverError) {
      showValidationToast([coverError], 'cookbook-form');
      document.getElementById(`${prefix}-cover`)?.focus();
      return;
    }
    const body = { ...values, coverRecipeId: coverMode === 'recipe' ? values.coverRecipeId : null };
    save.mutate(body, {
      onSuccess: (saved) => void afterSave(saved),
      onError: (error) => {
        form.failed(error, t('saveFailed'));
        if (error.errors.some((e) => e.field.startsWith('recipeIds'))) {
          const message = error.errors.find((e) => e.field.startsWith('recipeIds'))?.message;
          form.setError('recipeIds', { type: 'server', message: message ?? error.message });
        }
      },
    });
  };

  const chooseOrder = (next: CookbookFields['order']) => {
    form.setValue('order', next, { shouldDirty: true });
    if (next === 'chapters') {
      const kept = form.getValues('chapters') ?? [];
      setChapters(
        kept.length
          ? fittedChapters(kept, recipes, firstChapter)
          : startingChapters(recipes, (c) => words.category(c)),
      );
    }
  };

  const invalid = (errors: FieldErrors<CookbookInput>) => {
    const nested = [...nestedMessages(errors.chapters), ...nestedMessages(errors.familyPages)];
    showValidationToast(
      [...new Set([...messagesInOrder(errors, FIELDS), ...nested])],
      'cookbook-form',
    );
    const first = firstInvalid(errors, FIELDS);
    if (first === 'recipeIds') document.getElementById(sourceId)?.focus();
    else if (first) form.setFocus(first);
  };

  const chosen = new Set(recipes.map((r) => r._id));
  const inPrint = printOrder(recipes, order, chapters);
  return (
    <form
      className="cookbook-form"
      noValidate
      aria-label={book ? t('editBook', { title: book.title }) : t('newCookbook')}
      onSubmit={(event) => void form.handleSubmit(send, invalid)(event)}
    >
      <DetailsSection form={form} prefix={prefix} />
      <RecipeChoice chosen={chosen} onTick={tick} selectId={sourceId} />
      <BookRecipes
        recipes={recipes}
        order={order}
        error={recipesError}
        listId={listId}
        onOrder={chooseOrder}
        onChange={changeRecipes}
        chapters={chapters}
        chaptersError={nestedMessages(errors.chapters)[0]}
        onChapters={(next) => setChapters(next)}
      />
      <CardTicks recipes={inPrint} ticked={cards} onChange={(next) => setCards(next)} />
      <FamilyPagesSection
        pages={pages as FamilyPage[]}
        recipes={inPrint}
        bookId={book?.id}
        images={new Map((book?.familyPages ?? []).map((page) => [page.id, page.image]))}
        errors={errors.familyPages as Parameters<typeof FamilyPagesSection>[0]['errors']}
        onChange={(next) => setPages(next)}
      />
      <CoverSection
        form={form}
        prefix={prefix}
        recipes={recipes}
        mode={coverMode}
        onMode={chooseCoverMode}
        uploaded={book?.cover_image ?? null}
        file={coverFile}
        fileError={coverError}
        onFile={chooseFile}
      />
      <PrintSection
        form={form}
        prefix={prefix}
        owner={book && !book.mine ? book.owner_name : undefined}
      />
      <div className="cookbook-form__bar">
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : book ? t('saveChanges') : t('saveTheBook')}
        </Button>
        {book && !dirty && <span className="cookbook-form__saved">{t('allSaved')}</span>}
        {!book && <span className="cookbook-form__saved">{t('pdfAfterSave')}</span>}
      </div>
    </form>
  );
}
