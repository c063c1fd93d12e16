import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoRecipeCredits } from './site-notes';

describe('DemoRecipeCredits', () => {
  it('when the about page credits the demo recipes, then it links the collection and its licence', () => {
    render(<DemoRecipeCredits />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Where the first recipes come from' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'public-domain-recipes' })).toHaveAttribute(
      'href',
      'https://github.com/ronaldl29/public-domain-recipes',
    );
    expect(screen.getByRole('link', { name: 'Unlicense' })).toHaveAttribute(
      'href',
      'https://unlicense.org',
    );
  });
});
