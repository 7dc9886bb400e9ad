import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_INTERVAL_MS, SLIDES } from '../content/slides.ts';
import { HeroSlider } from './hero-slider.tsx';
import { NoopObserver } from '#pwa/test/noop-observer.ts';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderSlider() {
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  render(
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeroSlider', () => {
  it('has 5 slides with a headline and a described image each, shows one at a time, and labels its controls', async () => {
    prefersReducedMotion(false);
    renderSlider();
    const slides = Array.from(document.querySelectorAll('[aria-roledescription="slide"]'));
    expect(slides).toHaveLength(5);
    // While the stylesheet moves them (the page's HTML), every slide is exposed to assistive
    // technology and no dot claims its slide is the one shown.
    expect(screen.getAllByRole('group', { name: /of 5$/ })).toEqual(slides);
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
    // Once the carousel runs, only the slide on screen.
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /of 5$/ })).toEqual([slides[0]]),
    );
    expect(screen.getByRole('button', { name: /^Show slide 1/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    SLIDES.forEach((slide, index) => {
      expect(slides[index]).toHaveAttribute('aria-label', `${index + 1} of 5`);
      expect(within(slides[index] as HTMLElement).getByAltText(slide.image.alt())).toHaveAttribute(
        'width',
        '1600',
      );
      expect(slides[index]).toHaveTextContent(slide.headline());
    });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide \d/ })).toHaveLength(5);
  });

  it('lets the user stop and restart the slideshow', async () => {
    prefersReducedMotion(false);
    renderSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not offer a slideshow when the user prefers reduced motion', () => {
    prefersReducedMotion(true);
    renderSlider();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('moves by the stylesheet only what the compositor animates by itself', () => {
    // A width or colour animated in the HTML's hero would be main-thread work at every frame.
    const css = readFileSync(join(import.meta.dirname, '../../../styles.css'), 'utf8');
    for (const name of ['hero-slides', 'hero-slide-dot']) {
      const keyframes = new RegExp(`@keyframes ${name} \\{([\\s\\S]*?)\\n\\}`).exec(css)?.[1];
      expect(keyframes, name).toBeDefined();
      const properties = new Set([...(keyframes ?? '').matchAll(/([a-z-]+):/g)].map((m) => m[1]));
      expect(
        [...properties].every((property) => ['transform', 'opacity'].includes(property!)),
        [...properties].join(),
      ).toBe(true);
    }
  });

  it('is advanced by the stylesheet until the carousel starts, then goes on from the slide shown', async () => {
    prefersReducedMotion(false);
    // The stylesheet's round: every slide for its interval (styles.css, `hero-slides`).
    const css = readFileSync(join(import.meta.dirname, '../../../styles.css'), 'utf8');
    const round = /div\[data-slides-by-stylesheet\] \{\s*animation: hero-slides (\d+)s/.exec(css);
    expect(Number(round?.[1]) * 1000).toBe(SLIDES.length * SLIDER_INTERVAL_MS);
    // 7 s into the round: the third slide.
    const getAnimations = vi.fn(() => [{ currentTime: 2 * SLIDER_INTERVAL_MS + 1000 }]);
    HTMLElement.prototype.getAnimations =
      getAnimations as unknown as typeof HTMLElement.prototype.getAnimations;
    try {
      renderSlider();
      const track = document.querySelector('[aria-live]');
      // In the HTML: the stylesheet's to move, on the track and on every dot.
      expect(track).toHaveAttribute('data-slides-by-stylesheet');
      expect(document.querySelectorAll('span[data-slides-by-stylesheet]')).toHaveLength(5);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /^Show slide 3/ })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      );
      await waitFor(() => expect(track).not.toHaveAttribute('data-slides-by-stylesheet'));
      expect(document.querySelectorAll('[data-slides-by-stylesheet]')).toHaveLength(0);
      expect(screen.getByRole('group', { name: /of 5$/ })).toHaveAttribute('aria-label', '3 of 5');
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    }
  });

  it('starts the carousel at once at the slide a control asks for, pressed before it had started', async () => {
    prefersReducedMotion(false);
    // No idle moment comes (a busy phone): only the press starts the carousel.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    // 7 s into the stylesheet's round: the third slide is shown.
    HTMLElement.prototype.getAnimations = (() => [
      { currentTime: 2 * SLIDER_INTERVAL_MS + 1000 },
    ]) as unknown as typeof HTMLElement.prototype.getAnimations;
    try {
      renderSlider();
      const user = userEvent.setup();
      const track = document.querySelector('[aria-live]');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(track).toHaveAttribute('data-slides-by-stylesheet');

      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(track).not.toHaveAttribute('data-slides-by-stylesheet'));
      expect(screen.getByRole('button', { name: /^Show slide 4/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(screen.getByRole('group', { name: /of 5$/ })).toHaveAttribute('aria-label', '4 of 5');
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    }
  });

  it('stops the slides where they are when Pause is pressed before the carousel had started', async () => {
    prefersReducedMotion(false);
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    HTMLElement.prototype.getAnimations = (() => [
      { currentTime: 1 * SLIDER_INTERVAL_MS + 500 },
    ]) as unknown as typeof HTMLElement.prototype.getAnimations;
    try {
      renderSlider();
      await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      // The stylesheet no longer moves them: the carousel holds the second slide, shown then.
      await waitFor(() =>
        expect(document.querySelector('[aria-live]')).not.toHaveAttribute(
          'data-slides-by-stylesheet',
        ),
      );
      expect(screen.getByRole('group', { name: /of 5$/ })).toHaveAttribute('aria-label', '2 of 5');
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    }
  });

  it('starts the carousel at the dot pressed before it had started', async () => {
    prefersReducedMotion(false);
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderSlider();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Show slide 5/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Show slide 5/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await waitFor(() =>
      expect(document.querySelector('[aria-live]')).not.toHaveAttribute(
        'data-slides-by-stylesheet',
      ),
    );
    expect(screen.getByRole('group', { name: /of 5$/ })).toHaveAttribute('aria-label', '5 of 5');
  });
});
