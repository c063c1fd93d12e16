import { describe, expect, it } from 'vitest';
import {
  adminUserListItemSchema,
  insertUserInputSchema,
  updateUserInputSchema,
  userRecordSchema,
} from './users.js';

function messagesOf(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('userRecordSchema', () => {
  const record = {
    _id: 'b0a1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'Ann',
    email: 'ann@example.com',
    birth_day: 31,
    birth_month: 12,
    groups: ['user', 'admin'],
    language: 'de',
  };

  it('when given a stored user, then it accepts it', () => {
    expect(userRecordSchema.parse(record)).toEqual(record);
    expect(userRecordSchema.parse({ ...record, language: null })).toMatchObject({ language: null });
    expect(userRecordSchema.safeParse({ ...record, language: 'xx' }).success).toBe(false);
    expect(
      userRecordSchema.safeParse({ ...record, birth_day: null, birth_month: null }).success,
    ).toBe(true);
  });

  it.each([
    ['birth_day', 0],
    ['birth_day', 32],
    ['birth_month', 13],
    ['birth_month', 1.5],
    ['groups', ['owner']],
  ])('when %s is %j, then it refuses the record', (field, value) => {
    expect(userRecordSchema.safeParse({ ...record, [field]: value }).success).toBe(false);
  });
});

describe('adminUserListItemSchema', () => {
  it('when given a pool user, then any group names are accepted', () => {
    const item = { username: 'ann', name: 'Ann', email: 'ann@example.com', groups: ['editors'] };
    expect(adminUserListItemSchema.parse(item)).toEqual(item);
    expect(adminUserListItemSchema.safeParse({ ...item, groups: 'user' }).success).toBe(false);
  });
});

describe('insertUserInputSchema', () => {
  it('when name and email are given without a birthday, then it is accepted', () => {
    expect(insertUserInputSchema.parse({ name: ' Ann ', email: 'ann@example.com' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it('when both birthday parts are given, as numbers or select values, then they are numbers', () => {
    expect(
      insertUserInputSchema.parse({ name: 'Ann', email: 'a@b', birth_day: '7', birth_month: 3 }),
    ).toEqual({ name: 'Ann', email: 'a@b', birth_day: 7, birth_month: 3 });
  });

  it('when both birthday selects are left empty, then there is no birthday', () => {
    expect(
      insertUserInputSchema.parse({ name: 'Ann', email: 'a@b', birth_day: '', birth_month: null }),
    ).toEqual({ name: 'Ann', email: 'a@b', birth_day: null, birth_month: null });
  });

  it.each([{ birth_day: 7 }, { birth_month: 3 }, { birth_day: '', birth_month: '3' }])(
    'when only half of the birthday is given (%j), then it asks for both',
    (birthday) => {
      const result = insertUserInputSchema.safeParse({ name: 'Ann', email: 'a@b', ...birthday });
      expect(messagesOf(result)).toEqual(['Select both a birth month and day.']);
    },
  );

  it('when the email has no @, then it says "Enter a valid email!"', () => {
    const result = insertUserInputSchema.safeParse({ name: 'Ann', email: 'ann.example.com' });
    expect(messagesOf(result)).toEqual(['Enter a valid email!']);
  });

  it('when everything is wrong, then every message is given together', () => {
    const result = insertUserInputSchema.safeParse({ name: ' ', email: '', birth_day: 40 });
    expect(messagesOf(result)).toEqual([
      'Name is required',
      'Email is required',
      'Birth day must be a whole number from 1 to 31',
      'Select both a birth month and day.',
    ]);
  });

  it.each([null, 'ann', 3])('when the body is %j, then it is refused without throwing', (raw) => {
    expect(insertUserInputSchema.safeParse(raw).success).toBe(false);
  });
});

describe('updateUserInputSchema', () => {
  it('when only the name changes, then it is accepted', () => {
    expect(updateUserInputSchema.parse({ name: 'Bo' })).toEqual({ name: 'Bo' });
  });

  it('when the birthday changes or is cleared, then both parts are given', () => {
    expect(updateUserInputSchema.parse({ birth_day: '2', birth_month: '11' })).toEqual({
      birth_day: 2,
      birth_month: 11,
    });
    expect(updateUserInputSchema.parse({ birth_day: null, birth_month: '' })).toEqual({
      birth_day: null,
      birth_month: null,
    });
  });

  it('when only one birthday part is sent, then it asks for both', () => {
    expect(messagesOf(updateUserInputSchema.safeParse({ birth_day: 2 }))).toEqual([
      'Select both a birth month and day.',
    ]);
  });

  it('when nothing it may change is sent, then it says there is nothing to update', () => {
    for (const body of [{}, { email: 'x@y', groups: ['admin'] }]) {
      expect(messagesOf(updateUserInputSchema.safeParse(body))).toEqual([
        'Nothing to update: give a name, birth_day, birth_month or language',
      ]);
    }
  });

  it('when the name is emptied, then it is required', () => {
    expect(messagesOf(updateUserInputSchema.safeParse({ name: '' }))).toEqual(['Name is required']);
  });
});
