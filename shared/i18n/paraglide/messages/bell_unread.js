/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_UnreadInputs */

const en_bell_unread = /** @type {(inputs: Bell_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread`)
};

const bn_bell_unread = /** @type {(inputs: Bell_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পড়া হয়নি`)
};

/**
* | output |
* | --- |
* | "Unread" |
*
* @param {Bell_UnreadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_unread = /** @type {((inputs?: Bell_UnreadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_UnreadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_unread(inputs)
	return en_bell_unread(inputs)
});
