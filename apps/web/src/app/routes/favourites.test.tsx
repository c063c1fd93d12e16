import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/test-utils';

describe('the Favourites route', () => {
  it('when a visitor opens /favourites, then the Welcome page asks them to sign in', async () => {
    renderApp('/favourites');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Favourites' })).not.toBeInTheDocument();
  });
});
