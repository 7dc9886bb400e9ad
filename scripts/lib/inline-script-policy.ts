// The pages' Content-Security-Policy allows their inline scripts (the tap holder and the loader,
// boot-after-paint.ts) by hash, not 'unsafe-inline'. When a page's scripts and the API's hashes
// differ, the browser refuses the loader and the app never starts: the API's tests hold the
// pages to their policy, and the bench (which serves a build made before with the API of the
// working tree) stops at its start instead of measuring pages without their app.
import { createHash } from 'node:crypto';

/** Inline scripts the browser runs: no `src`, and no `type` but JavaScript's. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const TYPE = /\stype="([^"]*)"/;

function runsAsScript(attributes: string): boolean {
  const type = TYPE.exec(attributes)?.[1];
  return type === undefined || type === 'module' || type === 'text/javascript';
}

/** The inline scripts of `html` whose hash the policy's script-src does not list. */
export function scriptsThePolicyRefuses(html: string, policy: string): string[] {
  const scriptSrc =
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? [];
  const refused: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!runsAsScript(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // The loader's attributes list every module of the page: the start of them names it.
    const shown = attributes.length > 80 ? `${attributes.slice(0, 80)}…` : attributes;
    if (!scriptSrc.includes(hash)) refused.push(`<script${shown}> (${hash})`);
  }
  return refused;
}

/**
 * Throws when a page of the server at `origin` has an inline script its own policy refuses.
 * A page sent without a policy runs every script, and passes.
 */
export async function checkPagePolicy(origin: string, path: string): Promise<void> {
  const response = await fetch(new URL(path, origin));
  const html = await response.text();
  const policy = response.headers.get('content-security-policy');
  if (!policy) return;
  const refused = scriptsThePolicyRefuses(html, policy);
  if (refused.length > 0) {
    throw new Error(
      `${path} from ${origin}: the page's policy refuses ${refused.join(', ')}. The build and ` +
        "the API's script hashes (api/lib/security-headers.ts) differ: rebuild, or measure the " +
        'build with the API of its own commit.',
    );
  }
}
