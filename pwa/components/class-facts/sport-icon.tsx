// A sport's icon (shared/classes/sports.ts): decorative, always beside the sport's name.
import {
  Award,
  Bike,
  CircleDot,
  Disc,
  Dumbbell,
  Feather,
  Flower2,
  Footprints,
  Goal,
  HandFist,
  Mountain,
  PersonStanding,
  Sailboat,
  Target,
  Trophy,
  Volleyball,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { isSport, type Sport } from '#shared/classes/sports.ts';
import { cn } from '#pwa/lib/styling/utils.ts';

const ICONS: Record<Sport, LucideIcon> = {
  football: Goal,
  futsal: Goal,
  cricket: Target,
  athletics: Footprints,
  swimming: Waves,
  tennis: CircleDot,
  'table-tennis': Disc,
  badminton: Feather,
  basketball: Trophy,
  volleyball: Volleyball,
  boxing: HandFist,
  karate: Award,
  gymnastics: PersonStanding,
  yoga: Flower2,
  rowing: Sailboat,
  climbing: Mountain,
  cycling: Bike,
  fitness: Dumbbell,
};

export function SportIcon({
  sport,
  className,
}: {
  sport: string | null | undefined;
  className?: string;
}) {
  if (!isSport(sport)) return null;
  const Icon = ICONS[sport];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
}
