// The home page, sections in product.md's order. Only the hero's code is in this chunk. Every
// section is in the page's HTML (decision 028): the two with data (popular classes and
// instructors) when the server rendered the page with it (page-data-sources.ts); without it, and
// in a render of the browser's own, they load their code and data as they come near the viewport.
import { useLocation } from 'react-router';
import { PageHead } from '#pwa/components/layout/page-head.tsx';
import { serverHtmlIsland } from '#pwa/components/layout/server-html-island.tsx';
import { popularClassKeys } from '#pwa/features/home/api/popular-class-keys.ts';
import { instructorKeys } from '#pwa/features/instructors/api/instructor-keys.ts';
import { HeroSlider } from '#pwa/features/home/components/hero-slider.tsx';
import { useScrollToHash } from '#pwa/features/home/hooks/use-scroll-to-hash.ts';
import { PopularClassesPlaceholder } from '#pwa/features/home/components/popular-classes-skeleton.tsx';
import { PopularInstructorsPlaceholder } from '#pwa/features/instructors/components/popular-instructors-frame.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

const PopularClasses = serverHtmlIsland(
  async () => (await import('#pwa/features/home/components/popular-classes.tsx')).PopularClasses,
  'interactive',
  popularClassKeys.all,
);
// Static sections: in the page's HTML, with no code in the browser unless the app renders the
// page itself (decision 028).
const CompanyValues = serverHtmlIsland(
  async () => (await import('#pwa/features/home/components/company-values.tsx')).CompanyValues,
  'static',
);
const PopularInstructorsSection = serverHtmlIsland(
  async () =>
    (await import('#pwa/features/instructors/components/popular-instructors-section.tsx'))
      .PopularInstructorsSection,
  'interactive',
  instructorKeys.popular(),
);
const WhyChooseUs = serverHtmlIsland(
  async () => (await import('#pwa/features/home/components/why-choose-us.tsx')).WhyChooseUs,
  'static',
);
const WinnersGallery = serverHtmlIsland(
  async () => (await import('#pwa/features/home/components/winners-gallery.tsx')).WinnersGallery,
  'static',
);
const LatestNews = serverHtmlIsland(
  async () => (await import('#pwa/features/home/components/latest-news.tsx')).LatestNews,
  'static',
);
const CoachingStaff = serverHtmlIsland(
  async () => (await import('#pwa/features/home/components/coaching-staff.tsx')).CoachingStaff,
  'static',
);
// The offices and the contact form: in the HTML, and the form works once its code is in.
const ContactSection = serverHtmlIsland(
  async () => (await import('#pwa/features/contact/components/contact-section.tsx')).ContactSection,
  'interactive',
);

/** Reserves roughly a section's height so nothing jumps when its code arrives. */
function Reserve({ height }: { height: string }) {
  return <div aria-hidden="true" className={height} />;
}

/**
 * The sections below the first screen, in their order, each with the room it keeps while its code
 * loads. The browser skips their style, layout and paint until they come near the viewport
 * (content-visibility, pwa/styles.css): the page is many screens long, and without it every change
 * of style a tap makes (a sheet shown or hidden, the focus moved) is worked out for all of them.
 * The placeholders are made once, so that a section's element stays the same on every render.
 */
const FAR_SECTIONS = [
  { Section: CompanyValues, placeholder: <Reserve height="h-[56rem] sm:h-[36rem] lg:h-[26rem]" /> },
  { Section: PopularInstructorsSection, placeholder: <PopularInstructorsPlaceholder /> },
  { Section: WhyChooseUs, placeholder: <Reserve height="h-[52rem] sm:h-[32rem] lg:h-[22rem]" /> },
  { Section: WinnersGallery, placeholder: <Reserve height="h-[40rem] md:h-[44rem]" /> },
  { Section: LatestNews, placeholder: <Reserve height="h-[110rem] sm:h-[56rem] lg:h-[34rem]" /> },
  { Section: CoachingStaff, placeholder: <Reserve height="h-[90rem] sm:h-[64rem] lg:h-[36rem]" /> },
  { Section: ContactSection, placeholder: <Reserve height="h-[80rem] lg:h-[40rem]" /> },
];

export function Component() {
  const { hash } = useLocation();
  useScrollToHash(hash);
  // Opened at '/#news' or '/#contact' (the navbar's Blogs and Contact): load every section at once.
  const eager = hash.length > 1;
  return (
    <>
      <PageHead title={m.meta_home_title()} description={m.meta_home_description()} />
      <HeroSlider />
      <PopularClasses eager={eager} placeholder={<PopularClassesPlaceholder />} />
      {FAR_SECTIONS.map(({ Section, placeholder }, index) => (
        <Section
          key={index}
          eager={eager}
          placeholder={placeholder}
          className="content-visibility-auto"
        />
      ))}
    </>
  );
}
