// Generates every picture of the site into public/ (run once: `npx tsx scripts/images/generate.ts`;
// the output is committed). `--preview` also writes contact sheets to /tmp/academy-preview/.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyPicture, logoMark, winnerPicture } from './extras.ts';
import { AVATARS, COACHES, INSTRUCTORS } from './people.ts';
import { portrait } from './portraits.ts';
import { classPicture, heroPicture, newsPicture } from './scene.ts';
import { SPORTS } from './sports.ts';

const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url));
const written: string[] = [];

async function put(path: string, content: string | Buffer): Promise<void> {
  const file = join(PUBLIC, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  written.push(path);
}

function sport(slug: string) {
  const found = SPORTS[slug];
  if (!found) throw new Error(`Unknown sport ${slug}`);
  return found;
}

/** PNG icons for the manifest and iOS, rendered from the mark with sharp. */
async function icons(): Promise<void> {
  const { default: sharp } = await import('sharp');
  const png = (svg: string, size: number) =>
    sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  await put('icons/icon-192.png', await png(logoMark(), 192));
  await put('icons/icon-512.png', await png(logoMark(), 512));
  // Maskable: full bleed, the mark inside the central 80 % safe zone.
  await put(
    'icons/icon-maskable-512.png',
    await png(logoMark({ fullBleed: true, safeZone: 0.78 }), 512),
  );
  await put(
    'icons/apple-touch-icon.png',
    await png(logoMark({ fullBleed: true, safeZone: 0.9 }), 180),
  );
}

async function main(): Promise<void> {
  for (const [slug, definition] of Object.entries(SPORTS)) {
    await put(`images/classes/${slug}.svg`, classPicture(definition));
  }
  const heroes = ['football', 'athletics', 'swimming', 'basketball', 'tennis'];
  for (const [i, slug] of heroes.entries())
    await put(`images/hero/hero-${i + 1}.svg`, heroPicture(sport(slug)));
  const news = ['swimming', 'cricket', 'gymnastics', 'cycling'];
  for (const [i, slug] of news.entries())
    await put(`images/news/news-${i + 1}.svg`, newsPicture(sport(slug)));
  for (const [slug, person] of Object.entries(INSTRUCTORS))
    await put(`images/instructors/${slug}.svg`, portrait(person));
  for (const [i, person] of COACHES.entries())
    await put(`images/coaches/coach-${i + 1}.svg`, portrait(person));
  for (const [slug, person] of Object.entries(AVATARS))
    await put(`images/avatars/${slug}.svg`, portrait(person, 256));
  for (let i = 1; i <= 6; i += 1) await put(`images/winners/winner-${i}.svg`, winnerPicture(i));
  for (const kind of ['no-classes', 'no-payments', 'offline'] as const)
    await put(`images/empty/${kind}.svg`, emptyPicture(kind));
  await put('images/logo.svg', logoMark());
  await put('favicon.svg', logoMark());
  await icons();

  if (process.argv.includes('--preview')) {
    const { preview } = await import('./preview.ts');
    await preview(PUBLIC, written);
  }
  console.log(`Wrote ${written.length} files under public/`);
}

await main();
