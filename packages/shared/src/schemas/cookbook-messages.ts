/* The family cookbook's limits, and the messages the API and the book builder show. */

export const COOKBOOK_LIMITS = {
  titleMax: 80,
  subtitleMax: 120,
  dedicationMax: 1_000,
  /** Recipes in one book. */
  recipesMax: 300,
  /** Books one cook keeps. */
  booksPerCook: 50,
  /** PDFs one cook may start in an hour. */
  pdfsPerHour: 10,
  /** Chapters the family names, and the characters of a chapter's name. */
  chaptersMax: 40,
  chapterTitleMax: 60,
  /** Family pages in one book, and the characters of each page's parts. */
  familyPagesMax: 30,
  familyTitleMax: 80,
  familyCaptionMax: 200,
  familyStoryMax: 3_000,
} as const;

export const COOKBOOK_MESSAGES = {
  titleRequired: 'Please give the book a title.',
  titleTooLong: `The title can be at most ${COOKBOOK_LIMITS.titleMax} characters.`,
  subtitleTooLong: `The subtitle can be at most ${COOKBOOK_LIMITS.subtitleMax} characters.`,
  dedicationTooLong: `The dedication can be at most ${COOKBOOK_LIMITS.dedicationMax} characters.`,
  noRecipes: 'Please choose at least one recipe for the book.',
  tooManyRecipes: `A book can hold at most ${COOKBOOK_LIMITS.recipesMax} recipes.`,
  repeatedRecipe: 'Each recipe can be in the book only once.',
  recipeNotAvailable:
    'One of the chosen recipes is not available: it was removed, or it is not approved and not yours.',
  coverNotInBook: 'The cover photo must be one of the book’s recipes.',
  notFound: 'There is no such cookbook.',
  tooManyBooks: `You can keep at most ${COOKBOOK_LIMITS.booksPerCook} cookbooks. Delete one to make another.`,
  alreadyMaking: 'This cookbook’s PDF is being made. Wait for it to finish.',
  anotherMaking:
    'One of your cookbooks is being made. Wait for it to finish before starting another.',
  tooManyPdfs: `You can make at most ${COOKBOOK_LIMITS.pdfsPerHour} cookbook PDFs an hour. Please try again later.`,
  noPdf: 'This cookbook has no PDF yet. Make one first.',
  onlyOwnerDeletes: 'Only the cook who made this cookbook can delete it.',
  pdfStopped: 'The PDF stopped before it finished; please make it again.',
  pdfFailed: 'The PDF could not be made; please make it again.',
  categoryRequired: 'Please choose one of the categories.',
  cookRequired: 'Please give the name of the cook whose recipes to choose.',
  coverRequired: 'Please choose a photo for the cover.',
  badEdition: 'Choose an edition: screen or print.',
  cropMarksPrintOnly: 'Crop marks are for the print-shop edition.',
  noCover: 'This book has no print-shop cover yet. Make the print edition first.',
  noChapters: 'Please add at least one chapter, or choose another order.',
  tooManyChapters: `A book can have at most ${COOKBOOK_LIMITS.chaptersMax} chapters.`,
  chapterTitleRequired: 'Please give every chapter a name.',
  chapterTitleTooLong: `A chapter’s name can be at most ${COOKBOOK_LIMITS.chapterTitleMax} characters.`,
  recipeNotInChapter: 'Please put every recipe of the book in one of the chapters.',
  recipeInTwoChapters: 'A recipe can be in only one chapter.',
  chapterRecipeNotInBook: 'A chapter can only hold recipes that are in the book.',
  cardNotInBook: 'A recipe card can only be printed for a recipe in the book.',
  noCard: 'One of the recipes ticked to print its card has no card image.',
  tooManyFamilyPages: `A book can have at most ${COOKBOOK_LIMITS.familyPagesMax} family pages.`,
  familyTitleRequired: 'Please give every family page a title.',
  familyTitleTooLong: `A family page’s title can be at most ${COOKBOOK_LIMITS.familyTitleMax} characters.`,
  familyCaptionTooLong: `A photo’s caption can be at most ${COOKBOOK_LIMITS.familyCaptionMax} characters.`,
  familyStoryTooLong: `A family page’s story can be at most ${COOKBOOK_LIMITS.familyStoryMax} characters.`,
  familyPlaceOutside: 'A family page must go before one of the book’s recipes or at the end.',
  repeatedFamilyPage: 'Each family page can be in the book only once.',
  familyPageNotFound: 'There is no such family page in this cookbook.',
  photoRequired: 'Please choose a photo for the family page.',
  languageUnknown: 'Choose one of the site’s languages for the book.',
} as const;

/**
 * The stages a cookbook's PDF reports while it is made (GET /api/cookbooks/:id, `pdf.stage`): the
 * API sends the English, and a page shows each stage in the reader's language by this list.
 */
export const PDF_STAGES = {
  waiting: 'Waiting for its turn',
  gettingReady: 'Getting the recipes ready',
  layingOut: 'Laying out the pages',
  printingRecipes: 'Printing the recipes',
  printingCover: 'Printing the cover',
  storing: 'Storing the PDF',
  done: 'Done',
} as const;
