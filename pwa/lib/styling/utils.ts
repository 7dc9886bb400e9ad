import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge.ts';

/** Merge class names, letting later Tailwind utilities win over earlier ones (shadcn's cn). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
