import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

/**
 * An on/off choice: a native checkbox shown as a switch (role="switch", so it is read as "on" or
 * "off"), its label beside it, the whole row a target.
 */
export function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onChange,
  className,
}: {
  label: string;
  description?: React.ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label
      className={cn(
        'flex items-start justify-between gap-4 py-3',
        disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
        className,
      )}
    >
      <span className="min-w-0">
        <span className="block font-medium break-words">{label}</span>
        {description && <span className="block text-sm text-slate-600">{description}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-[inherit] appearance-none rounded-full bg-slate-300 transition-colors outline-none before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-emerald-700 checked:before:translate-x-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      />
    </label>
  );
}
