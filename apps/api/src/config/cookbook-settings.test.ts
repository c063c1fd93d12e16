import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('the cookbook settings', () => {
  it('when none is set, then one PDF is made at a time and a book may run to 1,000 pages', () => {
    expect(load({}).cookbooks).toEqual({ renders: 1, maxPages: 1000 });
  });

  it('when both are set, then they are taken', () => {
    const { cookbooks } = load({ COOKBOOK_RENDERS: '2', COOKBOOK_MAX_PAGES: '600' });
    expect(cookbooks).toEqual({ renders: 2, maxPages: 600 });
  });

  it('when a setting is out of its range, then the start is refused naming it', () => {
    expect(() => load({ COOKBOOK_RENDERS: '3' })).toThrow(ConfigError);
    expect(() => load({ COOKBOOK_RENDERS: '3' })).toThrow('COOKBOOK_RENDERS must be 1 or 2');
    expect(() => load({ COOKBOOK_RENDERS: '0' })).toThrow('COOKBOOK_RENDERS must be 1 or 2');
    expect(() => load({ COOKBOOK_MAX_PAGES: '5' })).toThrow(
      'COOKBOOK_MAX_PAGES must be at least 10',
    );
    expect(() => load({ COOKBOOK_MAX_PAGES: 'many' })).toThrow(/COOKBOOK_MAX_PAGES/);
  });
});
