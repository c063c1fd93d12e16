import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../constants.js';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImageType, PHOTO_WIDTHS } from './images.js';
import { meetsPasswordPolicy, passwordRequirements } from './password.js';
import { hasGroup, isAdmin, isMember } from './roles.js';

describe('roles', () => {
  it('when the groups hold admin, then the account is an administrator and a member', () => {
    expect(isAdmin(['admin'])).toBe(true);
    expect(isMember(['admin'])).toBe(true);
    expect(hasGroup(['admin'], 'user')).toBe(true);
  });

  it('when the groups hold only user, then the account is a member but no administrator', () => {
    expect(isMember(['user'])).toBe(true);
    expect(isAdmin(['user'])).toBe(false);
    expect(hasGroup(['user'], 'admin')).toBe(false);
  });

  it('when there are no groups, then the account is neither', () => {
    for (const groups of [[], null, undefined, ['other']]) {
      expect(isMember(groups)).toBe(false);
      expect(isAdmin(groups)).toBe(false);
    }
  });
});

describe('images', () => {
  it('when a type is one the API decodes, then it is accepted; HEIC and others are not', () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
    expect(isAcceptedImageType('image/avif')).toBe(true);
    expect(isAcceptedImageType('image/heic')).toBe(false);
    expect(isAcceptedImageType('image/gif')).toBe(false);
  });

  it('when a card shows a photo, then it offers every width but the largest', () => {
    expect(PHOTO_WIDTHS.card).toEqual([320, 640]);
    expect(PHOTO_WIDTHS.detail).toEqual(IMAGE_LIMITS.widths);
  });
});

describe('password policy', () => {
  it('when a password meets every requirement, then the checklist is all met', () => {
    expect(passwordRequirements('Secret#123').every((r) => r.met)).toBe(true);
    expect(meetsPasswordPolicy('Secret#123')).toBe(true);
  });

  it('when a requirement is missed, then the checklist says which one', () => {
    const unmet = passwordRequirements('secret123').filter((r) => !r.met);
    expect(unmet.map((r) => r.id)).toEqual(['special', 'upper']);
    expect(meetsPasswordPolicy('secret123')).toBe(false);
  });
});
