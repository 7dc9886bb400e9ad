// The home page's hero (product.md §2: the slider): the first screen, so apart from the content
// of the sections below the fold (home-content.ts), whose texts load with their sections.
import { m } from '#shared/i18n/paraglide/messages.js';

/** An image of the site; `alt` is its message, read as it renders (in the page's language). */
export type SiteImage = { src: string; alt: () => string; width: number; height: number };

export type Slide = { image: SiteImage; headline: () => string; intro: () => string };

export const SLIDER_INTERVAL_MS = 3000;

const hero = (n: number, alt: () => string): SiteImage => ({
  src: `/images/hero/hero-${n}.svg`,
  alt,
  width: 1600,
  height: 900,
});

export const SLIDES: readonly Slide[] = [
  {
    image: hero(1, m.home_slide_1_alt),
    headline: m.home_slide_1_headline,
    intro: m.home_slide_1_intro,
  },
  {
    image: hero(2, m.home_slide_2_alt),
    headline: m.home_slide_2_headline,
    intro: m.home_slide_2_intro,
  },
  {
    image: hero(3, m.home_slide_3_alt),
    headline: m.home_slide_3_headline,
    intro: m.home_slide_3_intro,
  },
  {
    image: hero(4, m.home_slide_4_alt),
    headline: m.home_slide_4_headline,
    intro: m.home_slide_4_intro,
  },
  {
    image: hero(5, m.home_slide_5_alt),
    headline: m.home_slide_5_headline,
    intro: m.home_slide_5_intro,
  },
];
