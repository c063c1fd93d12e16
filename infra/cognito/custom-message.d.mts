/** The part of Amazon Cognito's custom message event the trigger reads and sets. */
export interface CustomMessageEvent {
  triggerSource: string;
  request: { codeParameter: string; userAttributes?: Record<string, string | undefined> };
  response: {
    emailSubject?: string | null;
    emailMessage?: string | null;
    smsMessage?: string | null;
  };
}

/** Sets the subject and message of a code mail in the account's language (custom-message.mjs). */
export function handler<E extends CustomMessageEvent>(event: E): Promise<E>;
