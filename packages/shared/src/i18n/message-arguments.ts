import { parseMessage, type Part } from './message-format.js';

// Apart from message-format.ts, which every page loads: only the catalog checks read this.

/** The names a message takes values for, and the options of each plural (for the catalog checks). */
export function messageArguments(message: string): {
  names: Set<string>;
  pluralOptions: Set<string>[];
} {
  const names = new Set<string>();
  const pluralOptions: Set<string>[] = [];
  const visit = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'pound' in part) continue;
      names.add(part.arg);
      if ('kind' in part) {
        if (part.kind === 'plural') pluralOptions.push(new Set(Object.keys(part.options)));
        Object.values(part.options).forEach(visit);
      }
    }
  };
  visit(parseMessage(message));
  return { names, pluralOptions };
}
