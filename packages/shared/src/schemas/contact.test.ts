import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema, validateContactInput } from './contact.js';

function message() {
  return { name: 'Ann', email: 'ann@example.com', subject: 'Hello', body: 'Love the pie.' };
}

describe('validateContactInput', () => {
  it('when the message is complete, then it gives it trimmed', () => {
    const raw = { name: ' Ann ', email: ' ann@example.com ', subject: ' Hello ', body: ' Hi ' };
    expect(validateContactInput(raw)).toEqual({
      success: true,
      data: { name: 'Ann', email: 'ann@example.com', subject: 'Hello', body: 'Hi' },
    });
  });

  it('when there is no subject, then it is empty text', () => {
    const { subject: _subject, ...raw } = message();
    expect(validateContactInput(raw)).toEqual({ success: true, data: { ...raw, subject: '' } });
  });

  it('when everything is missing, then it gives the specification messages in form order', () => {
    expect(validateContactInput({})).toEqual({
      success: false,
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'body', message: 'Message is required' },
      ],
    });
    expect(validateContactInput(null)).toEqual(validateContactInput({ name: ' ', email: '' }));
  });

  it('when the email has no @, then it says "Enter a valid email!"', () => {
    expect(validateContactInput({ ...message(), email: 'ann' })).toEqual({
      success: false,
      errors: [{ field: 'email', message: 'Enter a valid email!' }],
    });
  });

  it('when texts are too long or not text, then it says which', () => {
    const raw = {
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@x.io`,
      subject: 's'.repeat(201),
      body: ['not text'],
    };
    expect(validateContactInput(raw)).toEqual({
      success: false,
      errors: [
        { field: 'name', message: 'Name must be at most 100 characters' },
        { field: 'email', message: 'Email must be at most 254 characters' },
        { field: 'subject', message: 'Subject must be at most 200 characters' },
        { field: 'body', message: 'Message must be text' },
      ],
    });
    expect(validateContactInput({ ...message(), body: 'b'.repeat(5_001) })).toEqual({
      success: false,
      errors: [{ field: 'body', message: 'Message must be at most 5000 characters' }],
    });
  });

  it('when given any value, then it never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => typeof validateContactInput(raw).success === 'boolean'),
    );
  });
});

describe('contactMessageInputSchema', () => {
  it('when the subject is null, then it is empty text', () => {
    expect(contactMessageInputSchema.parse({ ...message(), subject: null }).subject).toBe('');
  });
});
