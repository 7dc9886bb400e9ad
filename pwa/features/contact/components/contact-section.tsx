import { m } from '#shared/i18n/paraglide/messages.js';
import { ContactForm } from './contact-form.tsx';
import { OfficeAddresses } from './office-addresses.tsx';

/** The home page's last section: the academy's offices and the contact form. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        <div className="mx-auto mb-8 max-w-2xl text-center md:mb-10">
          <h2
            id="contact-title"
            className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl"
          >
            {m.home_contact_title()}
          </h2>
          <p className="mt-2 text-slate-600">{m.home_contact_subtitle()}</p>
          <span
            aria-hidden="true"
            className="mx-auto mt-4 block h-1 w-16 rounded-full bg-amber-400"
          />
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          <OfficeAddresses />
          <div className="rounded-card border border-border bg-white p-5 shadow-sm md:p-6">
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
