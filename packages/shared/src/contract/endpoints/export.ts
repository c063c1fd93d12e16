import { endpoint } from '../endpoint.js';

/* A cook's own recipes as a file, and the whole site's backup and restore as one file. */

const exportCook = { tag: 'Export', access: 'cook' } as const;
const exportAdmin = { tag: 'Export', access: 'admin' } as const;

export const exportMyRecipes = endpoint('get', '/export/my-recipes', exportCook, {
  summary: 'Download the caller’s recipes: schema.org JSON with photos, or a Markdown zip',
  query: 'ExportQuery',
  invalid: 'Invalid query',
  responses: {
    200: {
      description:
        'format=json: a schema.org JSON-LD document (the recipes in @graph, the caller’s kitchen under family_recipes_kitchen); format=markdown: application/zip',
      schema: 'RecipeExport',
      headers: { 'Content-Disposition': 'attachment with a file name' },
    },
  },
  errors: [400, 503],
});

export const backup = endpoint('get', '/admin/backup', exportAdmin, {
  summary:
    'Every recipe in every status with its photo, the users table, the family kitchen (no calendar feeds) and the email address of each account it names',
  responses: {
    200: {
      description: 'The backup',
      schema: 'Backup',
      headers: { 'Content-Disposition': 'attachment with a file name' },
    },
  },
  errors: [503],
});

export const restore = endpoint('post', '/admin/restore', exportAdmin, {
  summary: 'Restore a backup into a site without recipes',
  body: { schema: 'BackupFile', contentType: 'multipart/form-data' },
  responses: {
    200: {
      description:
        'A report: the rows restored per table, and the rows left out with why. The kitchen of each account the backup names waits for the cook who signs in with its verified email address.',
      schema: 'RestoreResult',
    },
  },
  errors: [400, 409, 411, 413, 415, 503],
});
