import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('when shown, then it says the page was not found and links back home', () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't find the page you're looking for"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Family Recipes');
  });
});
