import { MapPin } from 'lucide-react';
import { useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

// product.md's four address blocks: two in Bangladesh, one in Malaysia, one in Saudi Arabia. The
// names and lines are messages (the foreign street lines stay in Latin letters in Bangla: the
// glossary); the phone numbers in the reader's digits, as the footer writes its own.
const OFFICES = [
  {
    place: m.home_office_dhaka,
    lines: [m.home_office_dhaka_street, m.home_office_dhaka_city],
    phone: '+880 2 5810 1995',
  },
  {
    place: m.home_office_chattogram,
    lines: [m.home_office_chattogram_street, m.home_office_chattogram_city],
    phone: '+880 31 265 1995',
  },
  {
    place: m.home_office_kuala_lumpur,
    lines: [m.home_office_kuala_lumpur_street, m.home_office_kuala_lumpur_city],
    phone: '+60 3 2161 1995',
  },
  {
    place: m.home_office_riyadh,
    lines: [m.home_office_riyadh_street, m.home_office_riyadh_city],
    phone: '+966 11 460 1995',
  },
] as const;

export function OfficeAddresses() {
  const numbers = useNumbers();
  return (
    <ul className="grid content-start gap-4 sm:grid-cols-2">
      {OFFICES.map((office) => (
        <li key={office.phone} className="rounded-card border border-border bg-white p-5 shadow-sm">
          <h3 className="flex items-center gap-2 font-bold text-slate-900">
            <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
            {office.place()}
          </h3>
          <address className="mt-2 text-sm text-slate-600 not-italic">
            {office.lines.map((line, index) => (
              <span key={index} className="block">
                {line()}
              </span>
            ))}
            <a
              href={`tel:${office.phone.replace(/\s/g, '')}`}
              className="mt-1 block text-emerald-800 hover:underline"
            >
              {numbers.digits(office.phone)}
            </a>
          </address>
        </li>
      ))}
    </ul>
  );
}
