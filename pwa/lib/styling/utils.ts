import { clsx, type ClassValue } from 'clsx';
import { mergeClassNames } from './css-classes.ts';

/** Merge class names, letting later Tailwind utilities win over earlier ones (shadcn's cn). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClassNames(clsx(inputs));
}
