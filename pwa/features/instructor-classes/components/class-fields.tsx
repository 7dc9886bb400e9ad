import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { currencyOf, isVenue } from '#shared/classes/venues.ts';
import { CURRENCY_NAMES } from '#shared/i18n/catalogue-text.ts';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { PRICE_MAX, SEATS_MAX } from '#shared/validation-limits.ts';

type FieldName = 'Name' | 'photo' | 'IName' | 'Iemail' | 'price' | 'sets';

type ClassFieldsProps = {
  formId: string;
  /** `register(name)` of each field the form has; the instructor fields only on Add a Class. */
  fields: Record<Exclude<FieldName, 'IName' | 'Iemail'>, UseFormRegisterReturn> &
    Partial<Record<'IName' | 'Iemail', UseFormRegisterReturn>>;
  errors: Partial<Record<FieldName, { message?: string }>>;
};

/**
 * The class form's fields, shared by Add a Class and the Update dialog. The price is in the
 * currency of the venue chosen below it (dollars, as product.md labels it, until there is one).
 */
export function ClassFields({ formId, fields, errors }: ClassFieldsProps) {
  const venue: unknown = useWatch({ name: 'venue' });
  const priceLabel = isVenue(venue)
    ? m.instructor_field_price_in({ currency: CURRENCY_NAMES[currencyOf(venue)]() })
    : m.instructor_field_price();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        formId={formId}
        name="Name"
        label={m.instructor_field_class_name()}
        error={errors.Name?.message}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} {...fields.Name} />}
      </FormField>
      <FormField
        formId={formId}
        name="photo"
        label={m.instructor_field_photo()}
        hint={m.instructor_field_photo_hint()}
        error={errors.photo?.message}
        className="sm:col-span-2"
      >
        {(control) => <Input type="url" inputMode="url" {...control} {...fields.photo} />}
      </FormField>
      {fields.IName && fields.Iemail && (
        <>
          <FormField
            formId={formId}
            name="IName"
            label={m.instructor_field_name()}
            error={errors.IName?.message}
          >
            {(control) => <Input autoComplete="name" {...control} {...fields.IName} />}
          </FormField>
          <FormField
            formId={formId}
            name="Iemail"
            label={m.instructor_field_email()}
            error={errors.Iemail?.message}
          >
            {(control) => (
              <Input type="email" autoComplete="email" {...control} {...fields.Iemail} />
            )}
          </FormField>
        </>
      )}
      <FormField
        formId={formId}
        name="price"
        label={priceLabel}
        hint={m.instructor_field_price_hint()}
        error={errors.price?.message}
      >
        {(control) => (
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={PRICE_MAX}
            step="0.01"
            {...control}
            {...fields.price}
          />
        )}
      </FormField>
      <FormField
        formId={formId}
        name="sets"
        label={m.instructor_field_seats()}
        error={errors.sets?.message}
      >
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={SEATS_MAX}
            step={1}
            {...control}
            {...fields.sets}
          />
        )}
      </FormField>
    </div>
  );
}
