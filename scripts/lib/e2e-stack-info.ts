// What scripts/e2e-stack.ts tells e2e/global-setup.ts once the stack serves: one stdout line.
export const READY_PREFIX = 'E2E_READY ';

export interface E2eStackInfo {
  url: string;
  emulatorHost: string;
  databaseUrl: string;
}
