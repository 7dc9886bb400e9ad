import { CalendarDays, MessageSquare } from 'lucide-react';
import { Button } from '#pwa/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardTitle } from '#pwa/components/ui/card.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { NEWS } from '../content/home-content.ts';
import { SectionHeading } from './section-heading.tsx';

export function LatestNews() {
  const format = useFormat();
  return (
    <section id="news" aria-labelledby="news-title" className="scroll-mt-16 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <SectionHeading id="news-title" title={m.home_news_title()} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {NEWS.map((item) => (
            <li key={item.image.src}>
              <Card className="h-full">
                <img
                  src={item.image.src}
                  alt={item.image.alt()}
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full object-cover"
                />
                <CardContent className="flex flex-1 flex-col gap-2 pt-4">
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <CalendarDays aria-hidden="true" className="size-3.5" />
                      <time dateTime={item.date}>{format.date(item.date)}</time>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageSquare aria-hidden="true" className="size-3.5" />
                      {m.home_news_no_comments()}
                    </span>
                  </p>
                  <CardTitle>{item.headline()}</CardTitle>
                  <p className="text-sm text-slate-600">{item.teaser()}</p>
                </CardContent>
                <CardFooter>
                  {/* product.md's news has no article pages; Read More stays a button that goes
                      nowhere. */}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={m.home_news_read_more_label({ headline: item.headline() })}
                  >
                    {m.home_news_read_more()}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
