import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.js';

const input = {
  to: 'guest@example.test',
  inviter: 'Olga Owner',
  household: "Olga Owner's kitchen",
  link: 'https://recipes.example.test/household/join?code=abc',
  expiresAt: new Date('2030-03-12T10:00:00Z'),
};

describe('the invitation mail', () => {
  it('in English reads exactly as it always has', () => {
    expect(invitationMail({ ...input, language: 'en' })).toEqual({
      toAddress: 'guest@example.test',
      subject: 'Olga Owner invites you to share a kitchen on Family Recipes',
      body: [
        'Hello,',
        '',
        'Olga Owner invites you to join their household "Olga Owner\'s kitchen" on Family Recipes, so that you plan the family\'s meals together: the same meal plan and the same calendar.',
        '',
        'To join, open this link (sign in first, or make an account with any address): https://recipes.example.test/household/join?code=abc',
        '',
        'The link works once, until 12 March 2030. If you did not expect this mail, you can ignore it: nothing changes until the link is used.',
        '',
        'Family Recipes',
        '',
      ].join('\n'),
    });
    const unnamed = invitationMail({ ...input, inviter: ' ', household: '', language: 'en' });
    expect(unnamed.subject).toBe(
      'A cook on Family Recipes invites you to share a kitchen on Family Recipes',
    );
    expect(unnamed.body).toContain(
      'A cook on Family Recipes invites you to join their household on Family Recipes, so that',
    );
  });

  it('in German and Arabic is in their words, with the date as they write it', () => {
    const german = invitationMail({ ...input, language: 'de' });
    expect(german.subject).toBe(
      'Olga Owner lädt dich ein, auf Family Recipes eine Küche zu teilen',
    );
    expect(german.body).toContain('bis zum 12. März 2030');
    expect(german.body).toContain("„Olga Owner's kitchen“");
    expect(german.body).toContain(input.link);

    const arabic = invitationMail({ ...input, language: 'ar' });
    expect(arabic.subject).toBe('دعوة من Olga Owner لمشاركة مطبخ على Family Recipes');
    expect(arabic.body.startsWith('مرحبًا،\n')).toBe(true);
    expect(arabic.body).toContain(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt),
    );
    expect(arabic.body).toContain(input.link);
  });

  it('keeps a name with line breaks on one header line in every language', () => {
    const mail = invitationMail({
      ...input,
      inviter: 'Eve\r\nBcc: x@example.test',
      language: 'zh',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Eve Bcc: x@example.test 邀请你在 Family Recipes 上共享厨房');
  });
});
