import { MapPin } from 'lucide-react';

// The spec's four address blocks: two in Bangladesh, one in Malaysia, one in Saudi Arabia.
const OFFICES = [
  {
    city: 'Dhaka',
    country: 'Bangladesh',
    lines: ['House 12, Road 5, Dhanmondi', 'Dhaka 1205'],
    phone: '+880 2 5810 1995',
  },
  {
    city: 'Chattogram',
    country: 'Bangladesh',
    lines: ['78 CDA Avenue, GEC Circle', 'Chattogram 4000'],
    phone: '+880 31 265 1995',
  },
  {
    city: 'Kuala Lumpur',
    country: 'Malaysia',
    lines: ['Level 9, Menara Sukan, Jalan Ampang', '50450 Kuala Lumpur'],
    phone: '+60 3 2161 1995',
  },
  {
    city: 'Riyadh',
    country: 'Saudi Arabia',
    lines: ['King Fahd Road, Al Olaya', 'Riyadh 12214'],
    phone: '+966 11 460 1995',
  },
] as const;

export function OfficeAddresses() {
  return (
    <ul className="grid content-start gap-4 sm:grid-cols-2">
      {OFFICES.map((office) => (
        <li key={office.city} className="rounded-card border border-border bg-white p-5 shadow-sm">
          <h3 className="flex items-center gap-2 font-bold text-slate-900">
            <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
            {office.city}, {office.country}
          </h3>
          <address className="mt-2 text-sm text-slate-600 not-italic">
            {office.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a
              href={`tel:${office.phone.replace(/\s/g, '')}`}
              className="mt-1 block text-emerald-800 hover:underline"
            >
              {office.phone}
            </a>
          </address>
        </li>
      ))}
    </ul>
  );
}
