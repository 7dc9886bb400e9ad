import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import type { Digits } from '#shared/i18n/format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** Two toggle buttons: numbers in Bengali digits (১২৩, the default) or Latin ones (123). */
export function DigitsSetting() {
  const { digits, setDigits } = useLocale();
  const options: [Digits, string][] = [
    ['native', m.settings_digits_native()],
    ['latin', m.settings_digits_latin()],
  ];
  return (
    <div role="group" aria-labelledby="digits-setting" className="flex items-center gap-2">
      <span id="digits-setting">{m.settings_digits()}:</span>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={digits === value}
          onClick={() => setDigits(value)}
          className={cn(
            'rounded-md border px-2.5 py-1 font-semibold transition-colors',
            digits === value
              ? 'border-amber-400 bg-amber-400 text-slate-950'
              : 'border-white/20 text-slate-200 hover:border-amber-400',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
