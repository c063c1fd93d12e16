import type { RecipeSummary } from '@family-recipes/shared';
import { createContext, useContext, type JSX, type ReactNode } from 'react';

/** What a recipe card shows in its photo's corner for the person looking (the favourites heart). */
export type CardAction = (props: { recipe: RecipeSummary }) => JSX.Element | null;

/*
 * The cards live in components/, which imports no feature; the app puts the feature's control
 * here instead. Without a provider (component tests, other features' tests) cards show none.
 */
const CardActionContext = createContext<CardAction | null>(null);

export function CardActionProvider({
  action,
  children,
}: {
  action: CardAction;
  children: ReactNode;
}) {
  return <CardActionContext value={action}>{children}</CardActionContext>;
}

export function useCardAction(): CardAction | null {
  return useContext(CardActionContext);
}
