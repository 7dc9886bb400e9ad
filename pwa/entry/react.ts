/**
 * The first stage of the entry's evaluation (no task over 50 ms after the first paint).
 * The entry's modules were one long task; evaluated in stages, each is a task of its own. This one:
 * React and React DOM (its module body is the largest single part), then the
 * task ends. vite.config.ts puts this module last in the chunk with React, and every later chunk
 * imports that chunk, so by the ES module rules none of them runs before this await resolves.
 */
import 'react';
import 'react-dom/client';
import { yieldToMain } from '../lib/timing/idle.ts';

await yieldToMain();
