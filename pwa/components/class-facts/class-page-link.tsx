// A class's name as a link to its page (/classes/:id, in the reader's language): the cards and
// lists of the home page and the dashboards name a class with it.
import type * as React from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { paths } from '#shared/pages/page-table.ts';
import { pathOf } from '#shared/pages/path-pattern.ts';

export function ClassPageLink({
  id,
  children,
  className,
}: {
  id: string;
  children: React.ReactNode;
  className?: string;
}) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(pathOf(paths.classPage, { id }))}
      className={cn('underline-offset-2 hover:text-emerald-800 hover:underline', className)}
    >
      {children}
    </Link>
  );
}
