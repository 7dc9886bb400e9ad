// Contact sheets of the generated pictures (PNG, via sharp), to look at them while tuning.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = '/tmp/academy-preview';

export async function preview(publicDir: string, paths: readonly string[]): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const groups = new Map<string, string[]>();
  for (const path of paths.filter((p) => p.endsWith('.svg'))) {
    const group = path.split('/').slice(0, -1).join('-');
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  const tile = 400;
  for (const [group, files] of groups) {
    const columns = Math.min(4, files.length);
    const tiles = await Promise.all(
      files.map((file) =>
        sharp(join(publicDir, file))
          .resize(tile, tile, { fit: 'contain', background: '#ffffff' })
          .png()
          .toBuffer(),
      ),
    );
    const rows = Math.ceil(files.length / columns);
    await sharp({
      create: { width: columns * tile, height: rows * tile, channels: 3, background: '#ffffff' },
    })
      .composite(
        tiles.map((input, i) => ({
          input,
          left: (i % columns) * tile,
          top: Math.floor(i / columns) * tile,
        })),
      )
      .png()
      .toFile(join(OUT, `${group}.png`));
  }
}
