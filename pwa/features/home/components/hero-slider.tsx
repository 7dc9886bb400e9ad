import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useLocalePath, useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { SLIDER_INTERVAL_MS, SLIDES } from '../content/slides.ts';
import { useAfterIdle } from '#pwa/lib/timing/idle.ts';
import { useAutoplay } from '../hooks/use-autoplay.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

/**
 * How far into the stylesheet's slide change (styles.css, `hero-slides`: the last sixth of each
 * interval) the next slide counts as the one shown.
 */
const HALF_A_SLIDE_CHANGE_MS = SLIDER_INTERVAL_MS / 12;

/**
 * The slide the stylesheet's animation shows now, where the carousel starts when it takes over:
 * the page's HTML advances its slides without the app (decision 053), which starts on the
 * visitor's first sign of intent.
 */
function slideShownByStylesheet(track: HTMLElement | null): number {
  const time = track?.getAnimations?.()[0]?.currentTime;
  if (typeof time !== 'number') return 0;
  return Math.floor((time + HALF_A_SLIDE_CHANGE_MS) / SLIDER_INTERVAL_MS) % SLIDES.length;
}

/**
 * The home page's hero: 5 slides that advance every 3000 ms, pause while hovered or focused,
 * stay put when the user prefers reduced motion, and can be swiped or driven by the buttons.
 * Until the carousel has started, the stylesheet advances them and their dots (styles.css); a
 * button pressed meanwhile starts it.
 */
export function HeroSlider() {
  const reducedMotion = useReducedMotion();
  const format = useNumbers();
  const localePath = useLocalePath();
  const slideCount = format.count(SLIDES.length);
  const [startIndex, setStartIndex] = useState(0);
  const [emblaRef, emblaApi] = useEmblaCarousel({
    loop: true,
    duration: reducedMotion ? 0 : 25,
    startIndex,
  });
  // Embla starts once the browser is idle after the first render, not in its long task: it
  // measures the whole page (a forced layout). The first slide shows without it. A control
  // pressed before then (a tap the page held until the app started, too) starts it at once, at
  // the slide the control asks for. Its viewport is handed over from a timer, not as the
  // element's ref: that ref sets state during the commit, and the synchronous re-render that
  // follows ran Embla's start in the same task, a long one; from a timer they are two tasks.
  const idleAfterFirstRender = useAfterIdle();
  const [askedSlide, setAskedSlide] = useState<number | null>(null);
  const carouselReady = idleAfterFirstRender || askedSlide !== null;
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!carouselReady) return;
    const handle = window.setTimeout(() => {
      // From the slide asked for, or the one the stylesheet shows: the stylesheet's animation
      // stops as Embla starts.
      const shown = askedSlide ?? slideShownByStylesheet(trackRef.current);
      setStartIndex(shown);
      setSelected(shown);
      emblaRef(viewportRef.current);
    });
    return () => window.clearTimeout(handle);
  }, [carouselReady, askedSlide, emblaRef]);
  /** Before the carousel has started: start it at the slide `pick` chooses from the one shown. */
  const startAt = (pick: (shown: number) => number) =>
    setAskedSlide(
      (pick(askedSlide ?? slideShownByStylesheet(trackRef.current)) + SLIDES.length) %
        SLIDES.length,
    );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const playing = !reducedMotion && !stoppedByUser && !hovered && !focused;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  useAutoplay(next, SLIDER_INTERVAL_MS, playing && Boolean(emblaApi));

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.home_hero_label()}
      className="relative isolate bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h1 className="sr-only">{m.home_heading()}</h1>
      <div ref={viewportRef} className="overflow-hidden">
        {/* A layer of its own: Embla moves the slides by a transform every frame, and a slide
            painted once is then only moved by the compositor, not painted again each frame (the
            hero's pictures were much of the home page's paint time on a slow phone). */}
        <div
          ref={trackRef}
          className="flex touch-pan-y"
          style={{ willChange: 'transform' }}
          aria-live={playing ? 'off' : 'polite'}
          data-slides-by-stylesheet={emblaApi ? undefined : ''}
        >
          {SLIDES.map((slide, index) => (
            <div
              key={slide.image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_slide_position({
                position: format.count(index + 1),
                count: slideCount,
              })}
              // Until the carousel runs, the stylesheet shows each slide in turn, a turn the
              // page's HTML cannot follow: none is hidden from assistive technology then.
              aria-hidden={emblaApi ? index !== selected : undefined}
              className="relative h-[30rem] min-w-0 flex-[0_0_100%] md:h-[36rem]"
            >
              <img
                src={slide.image.src}
                alt={slide.image.alt()}
                width={slide.image.width}
                height={slide.image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="absolute inset-0 size-full object-cover"
              />
              {/* A dark gradient under the text keeps the headline legible on any photo
                  (product.md §9). */}
              <div className="absolute inset-0 bg-gradient-to-r from-slate-950/90 via-slate-950/60 to-slate-950/10" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pb-16 md:px-8">
                <div className="max-w-xl text-white">
                  <p className="text-3xl leading-tight font-extrabold tracking-tight md:text-5xl">
                    {slide.headline()}
                  </p>
                  <p className="mt-4 text-base text-slate-100 md:text-lg">{slide.intro()}</p>
                  <Button
                    asChild
                    variant="accent"
                    size="lg"
                    className="mt-6"
                    tabIndex={index === selected ? 0 : -1}
                  >
                    <Link to={localePath(paths.classes)}>{m.home_explore_classes()}</Link>
                  </Button>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 md:px-8">
        <div className="flex items-center gap-1" role="group" aria-label={m.home_choose_slide()}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.image.src}
              type="button"
              aria-label={m.home_show_slide({
                position: format.count(index + 1),
                headline: slide.headline(),
              })}
              aria-current={emblaApi ? index === selected : undefined}
              onClick={() => (emblaApi ? emblaApi.scrollTo(index) : startAt(() => index))}
              className="grid size-6 place-items-center rounded-full focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all duration-200 motion-reduce:transition-none',
                  index === selected ? 'w-6 bg-amber-400' : 'w-2.5 bg-white/70',
                )}
                data-slides-by-stylesheet={emblaApi ? undefined : ''}
                style={{
                  animationDelay: `${index * SLIDER_INTERVAL_MS - HALF_A_SLIDE_CHANGE_MS}ms`,
                }}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {/* The page's HTML cannot know the reader's setting: there the stylesheet hides it, so
              that nothing moves when the app takes it out. */}
          {!reducedMotion && (
            <SliderButton
              label={stoppedByUser ? m.home_play_slideshow() : m.home_pause_slideshow()}
              onClick={() => {
                setStoppedByUser((stopped) => !stopped);
                // The stylesheet would go on moving the slides until the carousel starts.
                if (!emblaApi) startAt((shown) => shown);
              }}
              className="motion-reduce:hidden"
            >
              {stoppedByUser ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </SliderButton>
          )}
          <SliderButton
            label={m.home_previous_slide()}
            onClick={() => (emblaApi ? emblaApi.scrollPrev() : startAt((shown) => shown - 1))}
          >
            <ChevronLeft aria-hidden="true" />
          </SliderButton>
          <SliderButton
            label={m.home_next_slide()}
            onClick={() => (emblaApi ? emblaApi.scrollNext() : startAt((shown) => shown + 1))}
          >
            <ChevronRight aria-hidden="true" />
          </SliderButton>
        </div>
      </div>
    </section>
  );
}

function SliderButton({
  label,
  onClick,
  children,
  className,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'grid size-10 place-items-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/30 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none [&_svg]:size-5',
        className,
      )}
    >
      {children}
    </button>
  );
}
