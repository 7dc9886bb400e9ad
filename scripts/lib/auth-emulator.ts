// The Firebase Auth emulator from the firebase-tools dev dependency: no network, no Java, no
// credentials (a `demo-` project id). Used by `npm start` (fixed ports from firebase.json, data
// kept in .data/firebase) and by the e2e harness (free ports, a throw-away config and data dir).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild, type ManagedChild } from './child-process.ts';
import { waitForHttp } from './wait-for-http.ts';

export const DEMO_PROJECT_ID = 'demo-sports-academy';

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

export interface AuthEmulatorOptions {
  /** firebase.json to use: its emulators section decides the ports. */
  configPath: string;
  projectId?: string;
  /** Accounts are imported from here at start and exported here on a clean stop. */
  dataDir?: string;
  cwd: string;
  onLine?: (line: string) => void;
  timeoutMs?: number;
}

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  child: ManagedChild;
  /** SIGINT, then waits for the export on exit to finish. */
  stop(): Promise<void>;
}

/** The firebase.json content for an Auth-only emulator on loopback (the Emulator UI is off). */
export function firebaseConfig(ports: EmulatorPorts): object {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

export async function writeFirebaseConfig(configPath: string, ports: EmulatorPorts): Promise<void> {
  await writeFile(configPath, `${JSON.stringify(firebaseConfig(ports), null, 2)}\n`);
}

/** The ports a firebase.json asks for (the CLI's defaults where it is silent). */
export async function readEmulatorPorts(configPath: string): Promise<EmulatorPorts> {
  const config = JSON.parse(await readFile(configPath, 'utf8')) as {
    emulators?: Partial<Record<keyof EmulatorPorts, { port?: number }>>;
  };
  return {
    auth: config.emulators?.auth?.port ?? 9099,
    hub: config.emulators?.hub?.port ?? 4400,
    logging: config.emulators?.logging?.port ?? 4500,
  };
}

function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('firebase-tools/package.json');
  return path.join(path.dirname(packageJson), 'lib', 'bin', 'firebase.js');
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const ports = await readEmulatorPorts(options.configPath);
  const host = `127.0.0.1:${ports.auth}`;
  const args = [
    firebaseCli(),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId ?? DEMO_PROJECT_ID,
    '--config',
    options.configPath,
  ];
  if (options.dataDir) args.push('--import', options.dataDir, '--export-on-exit', options.dataDir);

  const child = startChild(process.execPath, args, {
    name: 'Auth emulator',
    cwd: options.cwd,
    // The CLI must not look for a newer version of itself: there is no network to ask.
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_AUTH_EMULATOR_HOST: undefined },
    onLine: options.onLine,
  });
  try {
    await waitForHttp(`http://${host}/`, {
      timeoutMs: options.timeoutMs ?? 90_000,
      failFast: () => child.exitReason(),
    });
  } catch (error) {
    await child.stop({ graceMs: 2_000 });
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The Auth emulator did not start: ${message}\n--- its output ---\n${child.recentOutput()}`,
    );
  }
  return {
    host,
    child,
    // The export of accounts takes a moment; give a slow machine plenty before forcing.
    stop: () => child.stop({ signal: 'SIGINT', graceMs: 20_000 }),
  };
}
