/* eslint-disable */
// Written by scripts/i18n/compile-messages.ts in place of Paraglide's runtime (decision 021).

export const baseLocale = "en";
export const locales = /** @type {const} */ (["en","bn"]);
/** Never set: a build for one locale only would set it. */
export const experimentalStaticLocale = undefined;

/** @type {() => Locale} */
export let getLocale = () => baseLocale;

/** @param {() => Locale} fn the app's locale, read by every message as it is called */
export const overwriteGetLocale = (fn) => {
  getLocale = fn;
};

/**
 * @typedef {typeof locales[number]} Locale
 * @typedef {string & { readonly __brand: 'LocalizedString' }} LocalizedString
 * @typedef {Record<string, { options: Record<string, unknown>; attributes: Record<string, string | true>; children: boolean }>} MessageMarkupSchema
 */
/**
 * @template Inputs
 * @template Options
 * @template {MessageMarkupSchema} [Markup = MessageMarkupSchema]
 * @typedef {{ readonly __paraglide?: { inputs: Inputs; options: Options; markup: Markup } }} MessageMetadata
 */
