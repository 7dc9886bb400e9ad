import * as React from 'react';
import { Input } from '#pwa/components/ui/input.tsx';

type DraftInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The value the URL holds. */
  value: string;
  /** Called a moment after typing stops (and on Enter or leaving the field). */
  onCommit: (text: string, options: { replace: boolean }) => void;
  delay?: number;
};

/**
 * A text field whose value goes to the URL once typing pauses, not per keystroke: the first
 * change of a visit to the field adds a history entry, later ones replace it, so Back leaves the
 * search rather than stepping through its letters. A change of the URL from elsewhere (Back,
 * "Clear all") shows in the field.
 */
export function DraftInput({ value, onCommit, delay = 300, onBlur, ...props }: DraftInputProps) {
  const [text, setText] = React.useState(value);
  const sent = React.useRef(value);
  const pushed = React.useRef(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => {
    // The URL moved without us (or canonicalized what we sent: trimmed, refused).
    if (value !== sent.current.trim()) {
      setText(value);
      sent.current = value;
    }
  }, [value]);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next === sent.current) return;
    sent.current = next;
    onCommit(next, { replace: pushed.current });
    pushed.current = true;
  };

  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delay);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
      onBlur={(event) => {
        commit(text);
        pushed.current = false;
        onBlur?.(event);
      }}
    />
  );
}
