import { describe, expect, it } from 'vitest';
import { withoutStartFiles } from './preload-lists';

const DEPS = [
  'assets/rolldown-runtime-BCiCTKA.js',
  'assets/vendor-Be8CYul.js',
  'assets/preload-cBHn0nb.js',
  'assets/app-C3r2lEv.js',
  'assets/recipe-cards-DcMONtR.js',
  'assets/apple-pie-Xy12345.js',
  'assets/my-preloaded-Q1w2e3r.js',
];

describe('withoutStartFiles', () => {
  it('leaves the app’s start files out of a lazy file’s list', () => {
    expect(
      withoutStartFiles('assets/account-Uszfek_.js', DEPS, {
        hostId: 'assets/app-C3r2lEv.js',
        hostType: 'js',
      }),
    ).toEqual([
      'assets/recipe-cards-DcMONtR.js',
      'assets/apple-pie-Xy12345.js',
      'assets/my-preloaded-Q1w2e3r.js',
    ]);
  });

  it('keeps the app’s start in the boot script’s lists, which run before it', () => {
    expect(
      withoutStartFiles('assets/home-AFHBAoe.js', DEPS, {
        hostId: 'assets/preload-cBHn0nb.js',
        hostType: 'js',
      }),
    ).toEqual(DEPS.filter((dep) => !dep.includes('/preload-')));
  });

  it('lists nothing for an administrators’ page that the app’s start imports, and keeps lists that page makes', () => {
    const start = { hostId: 'assets/app-C3r2lEv.js', hostType: 'js' } as const;
    expect(withoutStartFiles('assets/card-reader-DC4OD0f.js', DEPS, start)).toEqual([]);
    expect(withoutStartFiles('assets/backups-AbC1234.js', DEPS, start)).toEqual([]);
    expect(
      withoutStartFiles('assets/restore-Qw3rTy1.js', DEPS, {
        hostId: 'assets/backups-AbC1234.js',
        hostType: 'js',
      }),
    ).toHaveLength(3);
  });

  it('changes nothing that index.html lists', () => {
    expect(
      withoutStartFiles('assets/app-C3r2lEv.js', DEPS, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(DEPS);
  });
});
