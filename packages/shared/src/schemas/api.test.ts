import { describe, expect, it } from 'vitest';
import { apiErrorSchema, listQuerySchema, runtimeConfigSchema } from './api.js';

describe('apiErrorSchema', () => {
  it('when an error body has a message and optional errors, then it is accepted', () => {
    expect(apiErrorSchema.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
    const withErrors = {
      message: 'Invalid recipe',
      errors: [{ field: 'title', message: 'Title is required' }],
    };
    expect(apiErrorSchema.parse(withErrors)).toEqual(withErrors);
    expect(apiErrorSchema.safeParse({ errors: [] }).success).toBe(false);
    const bare = { message: 'Invalid recipe', errors: ['Title is required'] };
    expect(apiErrorSchema.safeParse(bare).success).toBe(false);
  });
});

describe('runtimeConfigSchema', () => {
  const config = {
    cognito: {
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_AbC123xyz',
      clientId: '1example23456789',
      endpoint: null,
      authFlow: 'USER_SRP_AUTH',
    },
  };

  it('when given an AWS or emulator configuration, then it is accepted', () => {
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
    const local = {
      cognito: {
        ...config.cognito,
        userPoolId: 'local_5TgNm4Xw',
        endpoint: 'http://127.0.0.1:9229',
        authFlow: 'USER_PASSWORD_AUTH',
      },
    };
    expect(runtimeConfigSchema.parse(local)).toEqual(local);
  });

  it.each([
    ['userPoolId', `eu-west-1_${'a'.repeat(46)}`],
    ['userPoolId', 'no-underscore'],
    ['clientId', ''],
    ['authFlow', 'CUSTOM_AUTH'],
  ])('when %s is %j, then it is refused', (field, value) => {
    const broken = { cognito: { ...config.cognito, [field]: value } };
    expect(runtimeConfigSchema.safeParse(broken).success).toBe(false);
  });
});

describe('listQuerySchema', () => {
  it('when nothing is given, then the defaults are newest first, 20 per page', () => {
    expect(listQuerySchema.parse({})).toEqual({
      sort_by: 'more.created_on',
      order: -1,
      limit: 20,
      page: 1,
      q: '',
    });
  });

  it('when values come as query-string text, then they are read', () => {
    expect(
      listQuerySchema.parse({ sort_by: 'title', order: '1', limit: '4', page: '3', q: '  pie ' }),
    ).toEqual({ sort_by: 'title', order: 1, limit: 4, page: 3, q: 'pie' });
    expect(listQuerySchema.parse({ order: -1, limit: 100 })).toMatchObject({
      order: -1,
      limit: 100,
    });
  });

  it('when a number parameter is empty, then its default applies', () => {
    expect(listQuerySchema.parse({ limit: '', page: ' ', order: '' })).toMatchObject({
      order: -1,
      limit: 20,
      page: 1,
    });
  });

  it('when values are unknown, then each gets a clear message', () => {
    const result = listQuerySchema.safeParse({
      sort_by: 'more.updated_on',
      order: 'asc',
      limit: '101',
      page: '0',
      q: ['pie', 'cake'],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'sort_by must be one of more.created_on, title',
      'order must be -1 or 1',
      'limit must be a whole number from 1 to 100',
      'page must be a whole number of at least 1',
      'q must be text',
    ]);
  });

  it.each(['0', '2.5', '-3', '1e2'])('when limit is %j, then it is refused', (limit) => {
    expect(listQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('when the search text is too long, then it says the limit', () => {
    const result = listQuerySchema.safeParse({ q: 'q'.repeat(201) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'q must be at most 200 characters',
    ]);
  });
});
