// The home page, sections in the spec's order. Only the hero is in this chunk: every section below
// the fold loads its code (and its data) when it first comes near the viewport.
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { PageHead } from '#pwa/components/layout/page-head.tsx';
import { DeferredSection } from '#pwa/features/home/components/deferred-section.tsx';
import { HeroSlider } from '#pwa/features/home/components/hero-slider.tsx';
import { useScrollToHash } from '#pwa/features/home/hooks/use-scroll-to-hash.ts';
import { PopularClassesPlaceholder } from '#pwa/features/home/components/popular-classes-skeleton.tsx';
import { PopularInstructorsPlaceholder } from '#pwa/features/instructors/components/popular-instructors-frame.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

const PopularClasses = lazy(() =>
  import('#pwa/features/home/components/popular-classes.tsx').then((m) => ({
    default: m.PopularClasses,
  })),
);
const CompanyValues = lazy(() =>
  import('#pwa/features/home/components/company-values.tsx').then((m) => ({
    default: m.CompanyValues,
  })),
);
const PopularInstructorsSection = lazy(() =>
  import('#pwa/features/instructors/components/popular-instructors-section.tsx').then((m) => ({
    default: m.PopularInstructorsSection,
  })),
);
const WhyChooseUs = lazy(() =>
  import('#pwa/features/home/components/why-choose-us.tsx').then((m) => ({
    default: m.WhyChooseUs,
  })),
);
const WinnersGallery = lazy(() =>
  import('#pwa/features/home/components/winners-gallery.tsx').then((m) => ({
    default: m.WinnersGallery,
  })),
);
const LatestNews = lazy(() =>
  import('#pwa/features/home/components/latest-news.tsx').then((m) => ({ default: m.LatestNews })),
);
const CoachingStaff = lazy(() =>
  import('#pwa/features/home/components/coaching-staff.tsx').then((m) => ({
    default: m.CoachingStaff,
  })),
);
const ContactSection = lazy(() =>
  import('#pwa/features/contact/components/contact-section.tsx').then((m) => ({
    default: m.ContactSection,
  })),
);

/** Reserves roughly a section's height so nothing jumps when its code arrives. */
function Reserve({ height }: { height: string }) {
  return <div aria-hidden="true" className={height} />;
}

export function Component() {
  const { hash } = useLocation();
  useScrollToHash(hash);
  // Opened at '/#news' or '/#contact' (the navbar's Blogs and Contact): load every section at once.
  const eager = hash.length > 1;
  return (
    <>
      <PageHead title={m.meta_home_title()} description={m.meta_home_description()} />
      <HeroSlider />
      <DeferredSection eager={eager} placeholder={<PopularClassesPlaceholder />}>
        <PopularClasses />
      </DeferredSection>
      <DeferredSection
        eager={eager}
        placeholder={<Reserve height="h-[56rem] sm:h-[36rem] lg:h-[26rem]" />}
      >
        <CompanyValues />
      </DeferredSection>
      <DeferredSection eager={eager} placeholder={<PopularInstructorsPlaceholder />}>
        <PopularInstructorsSection />
      </DeferredSection>
      <DeferredSection
        eager={eager}
        placeholder={<Reserve height="h-[52rem] sm:h-[32rem] lg:h-[22rem]" />}
      >
        <WhyChooseUs />
      </DeferredSection>
      <DeferredSection eager={eager} placeholder={<Reserve height="h-[40rem] md:h-[44rem]" />}>
        <WinnersGallery />
      </DeferredSection>
      <DeferredSection
        eager={eager}
        placeholder={<Reserve height="h-[110rem] sm:h-[56rem] lg:h-[34rem]" />}
      >
        <LatestNews />
      </DeferredSection>
      <DeferredSection
        eager={eager}
        placeholder={<Reserve height="h-[90rem] sm:h-[64rem] lg:h-[36rem]" />}
      >
        <CoachingStaff />
      </DeferredSection>
      <DeferredSection eager={eager} placeholder={<Reserve height="h-[80rem] lg:h-[40rem]" />}>
        <ContactSection />
      </DeferredSection>
    </>
  );
}
