import { MessagesList } from '#pwa/features/contact/components/messages-list.tsx';

export function Component() {
  return (
    <section className="space-y-6">
      <title>Messages · Sports Academy</title>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Messages</h1>
        <p className="mt-1 text-slate-600">What visitors wrote through the contact form.</p>
      </div>
      <MessagesList />
    </section>
  );
}
