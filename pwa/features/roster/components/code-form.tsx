import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Label } from '#pwa/components/ui/label.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** The short code typed when the camera cannot read a pass (XXXX-XXXX, any case, dash or not). */
export function CodeForm({ onCode }: { onCode: (typed: string) => void }) {
  const [code, setCode] = React.useState('');
  const id = React.useId();
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) return;
        onCode(code);
        setCode('');
      }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={id}>{m.check_in_code_label()}</Label>
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          placeholder="XXXX-XXXX"
          className="font-mono text-lg tracking-widest uppercase"
        />
      </div>
      <Button type="submit">{m.check_in_code_submit()}</Button>
    </form>
  );
}
