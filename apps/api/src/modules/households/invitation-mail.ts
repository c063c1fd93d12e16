/** Header values are single lines; a name's line break must not start a header of its own. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface InvitationMailInput {
  to: string;
  inviter: string;
  household: string;
  link: string;
  expiresAt: Date;
}

/**
 * The mail an invited address gets: who invites them, to which household, the link with the
 * code, and until when it works. It reads the same whether or not the address has an account.
 */
export function invitationMail(input: InvitationMailInput): {
  toAddress: string;
  subject: string;
  body: string;
} {
  const inviter = oneLine(input.inviter) || 'A cook on Family Recipes';
  const household = oneLine(input.household);
  return {
    toAddress: input.to,
    subject: `${inviter} invites you to share a kitchen on Family Recipes`,
    body: [
      'Hello,',
      '',
      `${inviter} invites you to join their household${household ? ` "${household}"` : ''} on Family Recipes, so that you plan the family's meals together: the same meal plan and the same calendar.`,
      '',
      `To join, open this link (sign in first, or make an account with any address): ${input.link}`,
      '',
      `The link works once, until ${DATE.format(input.expiresAt)}. If you did not expect this mail, you can ignore it: nothing changes until the link is used.`,
      '',
      'Family Recipes',
      '',
    ].join('\n'),
  };
}
