/**
 * The second stage of the entry's evaluation (see ./react.ts): the router and TanStack Query, after
 * React and before the app's own modules (the page table, the layout, the messages), which come
 * in the task after this await. vite.config.ts puts this module last in their chunk.
 */
import 'react-router';
import '@tanstack/react-query';
import { yieldToMain } from '../lib/timing/idle.ts';
import './react.ts';

await yieldToMain();
