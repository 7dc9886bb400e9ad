// The static content of the home page's sections below the fold (product.md §2: values, why-us,
// winners, news, coaches); the hero's is in slides.ts. Texts are messages (shared/i18n), called as
// they render; images live in public/images/<section>/ with their alt text and intrinsic size.
import { m } from '#shared/i18n/paraglide/messages.js';
import type { SiteImage } from './slides.ts';

export type TextCard = { title: () => string; text: () => string };

export const COMPANY_VALUES: readonly TextCard[] = [
  { title: m.home_value_excellence_title, text: m.home_value_excellence_text },
  { title: m.home_value_respect_title, text: m.home_value_respect_text },
  { title: m.home_value_growth_title, text: m.home_value_growth_text },
  { title: m.home_value_community_title, text: m.home_value_community_text },
];

// product.md's four cards, spelled as product.md spells them ("Exprience", in en.json).
export const WHY_CHOOSE_US: readonly TextCard[] = [
  { title: m.home_why_guarantee_title, text: m.home_why_guarantee_text },
  { title: m.home_why_behavior_title, text: m.home_why_behavior_text },
  { title: m.home_why_dedication_title, text: m.home_why_dedication_text },
  { title: m.home_why_experience_title, text: m.home_why_experience_text },
];

export const WINNERS: readonly SiteImage[] = [
  m.home_winner_1_alt,
  m.home_winner_2_alt,
  m.home_winner_3_alt,
  m.home_winner_4_alt,
  m.home_winner_5_alt,
  m.home_winner_6_alt,
].map((alt, index) => ({
  src: `/images/winners/winner-${index + 1}.svg`,
  alt,
  width: 800,
  height: 600,
}));

/** `date`: the day it was published (YYYY-MM-DD), written in the reader's language as shown. */
export type NewsItem = {
  image: SiteImage;
  headline: () => string;
  date: string;
  teaser: () => string;
};

const noAlt = () => '';

export const NEWS: readonly NewsItem[] = [
  { headline: m.home_news_1_headline, date: '2023-06-12', teaser: m.home_news_1_teaser },
  { headline: m.home_news_2_headline, date: '2023-05-28', teaser: m.home_news_2_teaser },
  { headline: m.home_news_3_headline, date: '2023-05-03', teaser: m.home_news_3_teaser },
  { headline: m.home_news_4_headline, date: '2023-04-17', teaser: m.home_news_4_teaser },
].map((item, index) => ({
  ...item,
  image: { src: `/images/news/news-${index + 1}.svg`, alt: noAlt, width: 800, height: 500 },
}));

export type Coach = { name: () => string; role: () => string; image: SiteImage };

// In the order of the portraits in public/images/coaches (coach-1 … coach-10).
export const COACHES: readonly Coach[] = [
  { name: m.home_coach_1_name, role: m.home_coach_1_role },
  { name: m.home_coach_2_name, role: m.home_coach_2_role },
  { name: m.home_coach_3_name, role: m.home_coach_3_role },
  { name: m.home_coach_4_name, role: m.home_coach_4_role },
  { name: m.home_coach_5_name, role: m.home_coach_5_role },
  { name: m.home_coach_6_name, role: m.home_coach_6_role },
  { name: m.home_coach_7_name, role: m.home_coach_7_role },
  { name: m.home_coach_8_name, role: m.home_coach_8_role },
  { name: m.home_coach_9_name, role: m.home_coach_9_role },
  { name: m.home_coach_10_name, role: m.home_coach_10_role },
].map((coach, index) => ({
  ...coach,
  image: {
    src: `/images/coaches/coach-${index + 1}.svg`,
    alt: () => m.home_coach_portrait({ name: coach.name() }),
    width: 600,
    height: 600,
  },
}));
