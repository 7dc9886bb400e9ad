// The README and docs/ link to each other and to the code. A link that points at a file that
// moved, or at a document outside the repository, misleads a newcomer: every relative link must
// name a file or folder of this repository that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => `docs/${path.split('\\').join('/')}`),
];

/**
 * The relative targets of a document's Markdown links and images (not in code blocks), without
 * their #fragment.
 */
function relativeLinks(text: string): string[] {
  return [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)|src="([^"]+)"/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((target) => !/^([a-z]+:|#|\/)/i.test(target))
    .map((target) => target.split('#')[0] ?? '')
    .filter(Boolean);
}

describe('the documents', () => {
  it('find their links in a sample', () => {
    const sample =
      '[a](docs/a.md#x) [b](https://x.test) [c](#y) <img src="i.png">\n```\n[d](d.md)\n```';
    expect(relativeLinks(sample)).toEqual(['docs/a.md', 'i.png']);
  });

  it('link only to files of this repository that exist', () => {
    expect(DOCS.length).toBeGreaterThan(10);
    const broken = DOCS.flatMap((doc) =>
      relativeLinks(readFileSync(join(ROOT, doc), 'utf8'))
        .map((target) => resolve(dirname(join(ROOT, doc)), decodeURIComponent(target)))
        .filter((path) => relative(ROOT, path).startsWith('..') || !existsSync(path))
        .map((path) => `${doc} → ${relative(ROOT, path)}`),
    );
    expect(broken).toEqual([]);
  });
});
