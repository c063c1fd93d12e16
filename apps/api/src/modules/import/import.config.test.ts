import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';

describe('IMPORT_ALLOW_LOOPBACK', () => {
  it('when it is not set, then imports may not reach loopback', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).importAllowLoopback).toBe(false);
  });

  it('when tests set it, then loopback fixture servers are reachable', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', IMPORT_ALLOW_LOOPBACK: 'true' }).importAllowLoopback,
    ).toBe(true);
  });

  it('when it is set in production, then the configuration is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', IMPORT_ALLOW_LOOPBACK: 'true' })).toThrow(
      ConfigError,
    );
  });
});
