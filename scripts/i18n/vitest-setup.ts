// Vitest's global setup: the compiled messages are generated, not in git (decision 021), so the
// tests make them first when a catalogue changed since they were last made.
import { ensureMessages } from './compile-messages.ts';

export default async function setup(): Promise<void> {
  await ensureMessages();
}
