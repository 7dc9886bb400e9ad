// The stand-in gateways' pages (TEST MODE): plain server-rendered HTML, readable at 360 px, in the
// student's language (?lang=bn). Answers carry their own Content-Security-Policy: inline styles,
// forms that may post here and to the merchant's return URLs, and no script but the one that
// sends the browser back to the merchant.
import type { Context } from 'hono';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppEnv } from '../../lib/context.ts';
import { preparedResponse } from '../../lib/finish-response.ts';

export const localeOf = (c: Context<AppEnv>): Locale =>
  c.req.query('lang') === 'bn' ? 'bn' : 'en';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values as HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export interface Brand {
  /** The gateway's name as its text mark shows it. */
  name: string;
  colour: string;
}

export const BRANDS = {
  sslcommerz: { name: 'SSLCommerz', colour: '#1c3f94' },
  bkash: { name: 'bKash', colour: '#d12053' },
} as const satisfies Record<string, Brand>;

const STYLE = `
@font-face{font-family:'Academy Bangla';font-weight:100 900;font-display:swap;src:url('/fonts/noto-sans-bengali.woff2') format('woff2');unicode-range:U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 'Academy Bangla',system-ui,'Noto Sans Bengali',sans-serif;color:#1f2937;background:#f3f4f6}
.test{background:#fde68a;color:#78350f;font-weight:700;text-align:center;padding:.5rem;letter-spacing:.04em}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.mark{font-weight:800;font-size:1.5rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1rem}dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:0 0 1rem;padding:.5rem .75rem}
label{display:flex;gap:.5rem;align-items:center;min-height:2.75rem}
input[type=text]{width:100%;min-height:2.75rem;font:inherit;padding:.25rem .5rem;border:1px solid #9ca3af;border-radius:.375rem}
button{display:block;width:100%;min-height:2.75rem;margin:.5rem 0 0;font:inherit;font-weight:600;border-radius:.5rem;border:1px solid #6b7280;background:#fff;color:#111827}
button.primary{color:#fff;border:0}
.lang{text-align:right;margin:0 0 .5rem}a{color:#1d4ed8}
`;

export interface PageInput {
  locale: Locale;
  brand: Brand;
  title: string;
  /** Where a form may post besides this server: the merchant's return URLs' origins. */
  formTargets?: readonly string[];
  /** This page in the other language. */
  otherLanguageUrl?: string;
  /** Already HTML. */
  body: string;
  status?: 200 | 400 | 404 | 409;
  /** Submits the page's form at once, as a gateway sends the browser back (the button stays). */
  submitAtOnce?: boolean;
}

/** The one script a page may run, allowed by its hash (the test of the stand-ins holds the two). */
const SUBMIT_SCRIPT = 'document.forms[0].submit()';
const SUBMIT_SCRIPT_HASH = "'sha256-ePniVEkSivX/c7XWBGafqh8tSpiRrKiqYeqbG7N1TOE='";

export function hostedPage(c: Context<AppEnv>, page: PageInput): Response {
  const { locale, brand } = page;
  const formTargets = [...new Set(page.formTargets ?? [])].join(' ');
  const other = page.otherLanguageUrl
    ? `<p class="lang"><a href="${escapeHtml(page.otherLanguageUrl)}" lang="${locale === 'en' ? 'bn' : 'en'}">${
        locale === 'en' ? 'বাংলা' : 'English'
      }</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${escapeHtml(m.test_gateway_test_mode({}, { locale }))}</title>
<style>${STYLE}</style></head>
<body><p class="test" role="status">${escapeHtml(m.test_gateway_test_mode({}, { locale }))}</p>
<main>${other}<div class="card"><p class="mark" style="color:${brand.colour}">${escapeHtml(brand.name)}</p>
<h1 style="font-size:1.25rem;margin:0 0 1rem">${escapeHtml(page.title)}</h1>
${page.body}</div></main>${page.submitAtOnce ? `<script>${SUBMIT_SCRIPT}</script>` : ''}</body></html>`;
  const script = page.submitAtOnce ? `script-src ${SUBMIT_SCRIPT_HASH}; ` : '';
  return preparedResponse(c, html, page.status ?? 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; ${script}style-src 'unsafe-inline'; font-src 'self'; form-action 'self' ${formTargets}; frame-ancestors 'none'`,
  });
}

/** A form that carries `fields` to `action` (at once with submitAtOnce, or by its button). */
export function carryForm(
  action: string,
  fields: Readonly<Record<string, string>>,
  label: string,
  colour: string,
): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button class="primary" style="background:${colour}">${escapeHtml(label)}</button></form>`;
}
