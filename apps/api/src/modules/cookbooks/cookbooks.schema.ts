import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment, momentNow, rowId } from '../../db/columns.js';
import type {
  CookbookEdition,
  CookbookOrder,
  CookbookPageSize,
  SiteLanguage,
} from '@family-recipes/shared';

/** A chapter the family named: its recipes in print order. */
export interface StoredChapter {
  title: string;
  recipeIds: string[];
}

/** A family page: where it goes (after how many recipes), its words and its photo's URL. */
export interface StoredFamilyPage {
  id: string;
  title: string;
  caption: string;
  story: string;
  after: number;
  /** The uploaded photo's URL (its largest stored size); null until one is uploaded. */
  image: string | null;
}
import { ownTables } from '../../db/owned-tables.js';

/*
 * The family cookbook (migrations 0026, 0034, 0035, 0036, 0040): a cook's saved choice of recipes and the state of its PDF.
 * The PDF columns are the job's record, so any replica answers its progress: the replica that
 * makes it renews `pdf_heartbeat`; a 'making' row whose heartbeat is old belongs to a process that
 * stopped and counts as failed. At most one book per cook is being made (cookbooks_one_making).
 */
export const cookbooks = pgTable(
  'cookbooks',
  {
    id: rowId(),
    ownerSub: text('owner_sub').notNull(),
    ownerName: text('owner_name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    dedication: text('dedication').notNull().default(''),
    /** The recipes in the order the cook put them. */
    recipeIds: jsonb('recipe_ids').$type<string[]>().notNull().default([]),
    orderBy: text('order_by').$type<CookbookOrder>().notNull().default('category'),
    /** The family's chapters, with order 'chapters' (recipeIds then lists them in that order). */
    chapters: jsonb('chapters').$type<StoredChapter[]>().notNull().default([]),
    /** The recipes whose scanned card prints after them. */
    cardRecipeIds: jsonb('card_recipe_ids').$type<string[]>().notNull().default([]),
    familyPages: jsonb('family_pages').$type<StoredFamilyPage[]>().notNull().default([]),
    coverRecipeId: uuid('cover_recipe_id'),
    /** The uploaded cover photo's URL (its largest stored size), as recipe photos are kept. */
    coverImage: text('cover_image'),
    pageSize: text('page_size').$type<CookbookPageSize>().notNull().default('A4'),
    photos: boolean('photos').notNull().default(true),
    /** Whether the owner's household (whoever is in it now) may read, edit and download it. */
    shared: boolean('shared').notNull().default(false),
    /** The site language the book's own words print in (headings, dates, page furniture). */
    language: text('language').$type<SiteLanguage>().notNull().default('en'),
    createdOn: momentNow('created_on'),
    updatedOn: momentNow('updated_on'),
    pdfStatus: text('pdf_status')
      .$type<'none' | 'making' | 'ready' | 'failed'>()
      .notNull()
      .default('none'),
    /** Names the attempt: only the job that holds it may record its end. */
    pdfJob: uuid('pdf_job'),
    /** Who started the attempt (one at a time each). */
    pdfMakerSub: text('pdf_maker_sub'),
    pdfProgress: real('pdf_progress').notNull().default(0),
    pdfStage: text('pdf_stage'),
    pdfStartedOn: moment('pdf_started_on'),
    pdfHeartbeat: moment('pdf_heartbeat'),
    /** The edition of the PDF made or being made (set when an attempt starts). */
    pdfEdition: text('pdf_edition').$type<CookbookEdition>().notNull().default('screen'),
    /** Whether the print edition made or being made has crop marks. */
    pdfCropMarks: boolean('pdf_crop_marks').notNull().default(false),
    /** The finished PDF in the site's storage; kept until the next one is ready or the book goes. */
    pdfKey: text('pdf_key'),
    /** A ready print edition's cover PDF in the site's storage; null for a screen edition. */
    pdfCoverKey: text('pdf_cover_key'),
    /** When the stored PDF's attempt started: edits after it make the PDF outdated. */
    pdfBuiltFrom: moment('pdf_built_from'),
    pdfMadeOn: moment('pdf_made_on'),
    pdfSize: bigint('pdf_size', { mode: 'number' }),
    pdfPages: integer('pdf_pages'),
    pdfError: text('pdf_error'),
  },
  (t) => [
    check('cookbooks_order_check', sql`${t.orderBy} IN ('category', 'title', 'hand', 'chapters')`),
    check(
      'cookbooks_language_check',
      sql`${t.language} IN ('en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar')`,
    ),
    check('cookbooks_page_size_check', sql`${t.pageSize} IN ('A4', 'Letter', 'A5')`),
    check('cookbooks_pdf_edition_check', sql`${t.pdfEdition} IN ('screen', 'print')`),
    check(
      'cookbooks_pdf_status_check',
      sql`${t.pdfStatus} IN ('none', 'making', 'ready', 'failed')`,
    ),
    index('cookbooks_owner_idx').on(t.ownerSub),
    uniqueIndex('cookbooks_one_making')
      .on(t.pdfMakerSub)
      .where(sql`${t.pdfStatus} = 'making'`),
  ],
);

export type CookbookRow = typeof cookbooks.$inferSelect;

/**
 * `pdf_maker_sub` names who started the PDF being made, for as long as it is made: a claim leaves
 * it, so that the job's own record stays as the job knows it.
 */
ownTables('cookbooks', [
  {
    table: cookbooks,
    accountColumns: [cookbooks.ownerSub],
    keptAccountColumns: [cookbooks.pdfMakerSub],
  },
]);
