// The security headers of every response this server makes, in one place for Node and Workers:
// the API's (JSON) and the pages' (the PWA's HTML), whose Content-Security-Policy is built here
// from what the app loads. How an API response gets them is api/lib/finish-response.ts.
import type { PublicConfig } from '#shared/schemas/config.ts';

/**
 * Every API response's: secureHeaders()'s defaults (hono 4), except that no page may frame an
 * answer at all (X-Frame-Options DENY, frame-ancestors 'none'), and a JSON response opened as a
 * document loads nothing (default-src 'none').
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];
export const SECURITY_HEADER_OBJECT: Readonly<Record<string, string>> =
  Object.fromEntries(SECURITY_HEADERS);

export const REQUEST_ID_HEADER = 'X-Request-Id';
const MAX_REQUEST_ID_LENGTH = 255;

/** The client's X-Request-Id when it is a sane one (as hono/request-id takes it), else a UUID. */
export function requestIdOf(header: string | undefined): string {
  return !header || header.length > MAX_REQUEST_ID_LENGTH || /[^\w\-=]/.test(header)
    ? crypto.randomUUID()
    : header;
}

/**
 * SHA-256 of the two inline scripts the build writes (scripts/lib/boot-after-paint.ts; a test
 * holds each hash to its text): the loader that starts the app after the first paint
 * (BOOT_LOADER_SCRIPT) and the tap holder at the start of the page (TAP_HOLDER_SCRIPT). Hashes,
 * not 'unsafe-inline': no other inline script can run.
 */
export const BOOT_LOADER_HASH = "'sha256-G3G6D/Jg324CT8VzTTiTK29XDFPLGtgapOVIkoh8ANc='";
export const TAP_HOLDER_HASH = "'sha256-KmQPe/mxl5cwnvNOQmEWVad+Ku2YqIlo+VrVW2roAN0='";

/** Stripe.js as Stripe's integration security guide lists it (docs.stripe.com/security/guide). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
/** Firebase Auth's REST endpoints (sign-in, token refresh) and its popup helper's loader. */
const FIREBASE = {
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

/** A host[:port] as configured, refused if it could smuggle anything else into the policy. */
function hostSource(scheme: 'https' | 'http', host: string, setting: string): string {
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) {
    throw new Error(`${setting} must be a host name (with an optional port), not "${host}".`);
  }
  return `${scheme}://${host}`;
}

/** What the page's policy depends on: the Firebase setup the browser is handed (GET /api/config). */
export type PageSources = Pick<PublicConfig, 'firebase' | 'authEmulatorUrl'>;

/**
 * The pages' policy: the app's own files, plus exactly the services it talks to. Firebase's
 * auth domain hosts the hidden iframe of the Google sign-in popup; the emulator (development
 * only: GET /api/config names it only when FIREBASE_AUTH_EMULATOR_HOST is set) takes the
 * sign-in calls and serves that iframe itself. Styles may be inline: the build inlines the
 * stylesheet (its hash changes with each build) and the toasts add one; a style runs no code.
 * Images come from any https host: class photos and profile photos are links people enter.
 */
export function contentSecurityPolicy(sources: PageSources): string {
  const authDomain = hostSource('https', sources.firebase.authDomain, 'FIREBASE_AUTH_DOMAIN');
  const emulator = sources.authEmulatorUrl
    ? [
        hostSource(
          'http',
          sources.authEmulatorUrl.replace(/^http:\/\//, ''),
          'FIREBASE_AUTH_EMULATOR_HOST',
        ),
      ]
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      BOOT_LOADER_HASH,
      TAP_HOLDER_HASH,
      ...STRIPE.script,
      ...FIREBASE.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...STRIPE.connect, ...FIREBASE.connect, ...emulator],
    'frame-src': [...STRIPE.frame, authDomain, ...emulator],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every HTML response's headers: the API's set with the pages' policy, and two changes the app
 * needs. The Google sign-in popup must keep its opener (Cross-Origin-Opener-Policy
 * same-origin-allow-popups; same-origin cuts it off and Firebase reports the popup closed), and
 * other origins get the page's origin as referrer, never its path (a Firebase API key restricted
 * to the site's referrers must still see it).
 */
export function pageHeaders(sources: PageSources): Readonly<Record<string, string>> {
  return {
    ...SECURITY_HEADER_OBJECT,
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
