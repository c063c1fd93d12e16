import { Fragment, type ReactNode } from 'react';

/**
 * Marker values for a translated sentence that holds elements (a link, a marked star): pass
 * `markers(names)` as the message's values, then `withNodes(text, nodes)` puts each element where
 * the translation put its value, so every language keeps its own word order.
 */
export function markers<Name extends string>(names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])) as Record<
    Name,
    string
  >;
}

export function withNodes(text: string, nodes: readonly ReactNode[]): ReactNode {
  return text
    .split(/\uE000(\d+)\uE001/)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{nodes[Number(part)]}</Fragment> : part,
    );
}
