import { MapPinIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { Brand } from './brand.tsx';

const COMPANY = ['About us', 'Contact', 'Jobs', 'Press kit'];
const SOCIAL = ['Twitter', 'Instagram', 'Facebook', 'Github'];

/** The spec's footer. Its links lead nowhere in the spec, so they are plain text, not dead links. */
export function Footer() {
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Brand inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            Training champions since 1995, with world-class sports trainers for every age and level.
          </p>
        </div>
        <FooterList title="Company" items={COMPANY} />
        <div>
          <h2 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">Address</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
              House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
              +880 1700 000 000
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
              hello@sportsacademy.test
            </p>
          </address>
        </div>
        <FooterList title="Social" items={SOCIAL} />
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-center text-sm text-slate-400">
          Copyright © 2023 Sports Academy. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="space-y-2.5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
