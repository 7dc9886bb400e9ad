import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { Textarea } from '#pwa/components/ui/textarea.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { ContactInput } from '#shared/schemas/contact.ts';
import { loadContactInputSchema, useCreateContactMessage } from '../api/create-contact-message.ts';

// Not 'contact': that is the section's id, the navbar's Contact link's target (/#contact).
const FORM_ID = 'contact-form';
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const preloadSchema = () => void loadContactInputSchema().catch(() => undefined);

/** Checks the form with the server's schema, loaded at the first check or focus, not with it. */
const resolver: Resolver<ContactInput> = async (values, context, options) =>
  zodResolver(await loadContactInputSchema())(values, context, options);

/** The home page's contact form: validated with the server's schema and stored for admins. */
export function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendMessage = useCreateContactMessage();
  const connection = useConnectionRequired();
  // The form is in the home page's HTML before its code is in (decision 028). Until the code has
  // taken it over, Submit stays disabled: the browser's own submit would put the message into the
  // page's address, and the offline note could not show.
  const [codeAttached, setCodeAttached] = useState(false);
  useEffect(() => setCodeAttached(true), []);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver, defaultValues: EMPTY });

  const showFailure = async (error: unknown) => {
    const problem = await readApiError(error);
    // The server validates with the same schema; show its field messages where they belong.
    for (const [field, message] of Object.entries(problem.fields ?? {})) {
      if (field in EMPTY) setError(field as keyof ContactInput, { message });
    }
    setFailure(problem.message);
  };
  const send = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendMessage.mutateAsync(values);
      setSentTo(values.email);
      reset(EMPTY);
      toast.success(m.home_contact_sent(), { duration: SUCCESS_TOAST_MS });
    } catch (error) {
      await showFailure(error);
    }
  });
  // The schema's code could not load (the connection dropped): said as a failed send is.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void send(event).catch(showFailure);

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={onSubmit}
      // A person who starts on the form will check it soon: its schema loads meanwhile.
      onFocus={preloadSchema}
      aria-label={m.home_contact_form()}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          formId={FORM_ID}
          name="name"
          label={m.home_contact_name()}
          error={errors.name?.message}
        >
          {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="email"
          label={m.home_contact_email()}
          error={errors.email?.message}
        >
          {(control) => (
            <Input type="email" autoComplete="email" {...control} {...register('email')} />
          )}
        </FormField>
      </div>
      <FormField
        formId={FORM_ID}
        name="subject"
        label={m.home_contact_subject()}
        error={errors.subject?.message}
      >
        {(control) => <Input {...control} {...register('subject')} />}
      </FormField>
      <FormField
        formId={FORM_ID}
        name="message"
        label={m.home_contact_message()}
        error={errors.message?.message}
      >
        {(control) => <Textarea rows={5} {...control} {...register('message')} />}
      </FormField>
      {failure && <FormAlert>{failure}</FormAlert>}
      {sentTo && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {withElement((email) => m.home_contact_thanks({ email }), <strong>{sentTo}</strong>)}
          </span>
        </p>
      )}
      <NeedsConnectionNote id={connection.noteId} action={m.home_contact_sending_action()} />
      <Button
        type="submit"
        size="lg"
        disabled={!codeAttached || isSubmitting || connection.offline}
        aria-describedby={connection.describedBy}
        className="justify-self-start"
      >
        {isSubmitting ? m.home_contact_sending() : m.home_contact_submit()}
      </Button>
    </form>
  );
}
