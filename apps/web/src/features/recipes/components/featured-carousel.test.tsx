import { CAROUSEL_INTERVAL_MS } from '@family-recipes/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaQueries } from '../../../testing/kitchen';
import { makeRecipe } from '../testing/recipe-fixtures';
import { FeaturedCarousel } from './featured-carousel';

const recipes = [
  makeRecipe({ title: 'First' }),
  makeRecipe({ title: 'Second' }),
  makeRecipe({ title: 'Third' }),
];

function renderCarousel() {
  render(
    <MemoryRouter>
      <FeaturedCarousel recipes={recipes} />
    </MemoryRouter>,
  );
}

/** Hidden slides are aria-hidden, so only the visible one is found by its label. */
const visibleSlide = () => screen.getByRole('group', { name: /^\d of 3$/ });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('FeaturedCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when rendered, then it is a labelled carousel region showing slide 1 of 3', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured recipes' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
  });

  it('when 10 seconds pass, then it advances, and after the last slide it wraps to the first', () => {
    renderCarousel();
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('when the pointer is over it, then it pauses until the pointer leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured recipes' });
    fireEvent.mouseEnter(region);
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(region);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('when focus is inside, then it pauses until focus leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next recipe' });
    act(() => next.focus());
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => next.blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('when the arrows are pressed, then the slides move both ways and wrap', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous recipe' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next recipe' }));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next recipe' }), { key: 'ArrowRight' });
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('when a dot is pressed, then that slide shows and its dot is marked current', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show recipe 3 of 3: Third' });
    fireEvent.click(dot);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Show recipe 1 of 3/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('when Pause slideshow is pressed, then it stops until Play slideshow', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Pressing moves focus into the carousel; take it out again to test the button alone.
    act(() => (document.activeElement as HTMLElement).blur());
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('when the visitor prefers reduced motion, then it does not rotate by itself', () => {
    stubMediaQueries((query) => query.includes('reduce'));
    renderCarousel();
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('when the first slide renders, then its photo is not lazy and the others are', () => {
    renderCarousel();
    const images = document.querySelectorAll('.carousel__slide img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
