import { cn } from '#pwa/lib/styling/utils.ts';

type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle?: string;
  className?: string;
};

/** The one heading style of the home page's sections; `id` labels the section (aria-labelledby). */
export function SectionHeading({ id, title, subtitle, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto mb-8 max-w-2xl text-center md:mb-10', className)}>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-amber-400" />
    </div>
  );
}
