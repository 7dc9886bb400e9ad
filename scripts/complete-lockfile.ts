// `node --import tsx scripts/complete-lockfile.ts`: adds the lockfile entries `npm ci` insists on
// for other platforms' native binaries (rollup, tailwind's oxide, …) when npm could not write them.
// Why: the registry this project is built against lacks some platform packages at the versions
// we use, so npm drops them from package-lock.json silently, and `npm ci` (which checks every
// optionalDependency of the lock) then refuses the lock as "out of sync". An entry with its
// os/cpu/libc is all `npm ci` needs: it never fetches a package for another platform.
// Run it after `npm install` changes the lockfile; it is idempotent.
import { readFile, writeFile } from 'node:fs/promises';

interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'openharmony',
  'netbsd',
  'sunos',
  'aix',
];

/** The platform a native package's name says it is for, e.g. rollup-linux-arm64-musl. */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> {
  const parts = (name.split('/').pop() ?? name).split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const index = parts.findIndex((part) => OSES.includes(part));
  if (index < 0) return {};
  const os = parts[index] ?? '';
  const cpu = parts[index + 1];
  const rest = parts.slice(index + 2);
  const libc = rest.includes('musl')
    ? ['musl']
    : rest.includes('gnu') && os === 'linux'
      ? ['glibc']
      : undefined;
  return { os: [os], ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

async function main(): Promise<void> {
  const file = 'package-lock.json';
  const lock = JSON.parse(await readFile(file, 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      // Where npm would look for it: beside the parent first, then hoisted to the top.
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform.os && !platform.cpu) continue; // not a platform binary: leave it to npm
      lock.packages[hoisted] = { version, optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  await writeFile(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(
    added.length ? `Added ${added.length} entries:\n  ${added.join('\n  ')}` : 'Nothing to add.',
  );
}

void main();
