/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Mark_ReadInputs */

const en_bell_mark_read = /** @type {(inputs: Bell_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as read`)
};

const bn_bell_mark_read = /** @type {(inputs: Bell_Mark_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পড়া হয়েছে চিহ্নিত করুন`)
};

/**
* | output |
* | --- |
* | "Mark as read" |
*
* @param {Bell_Mark_ReadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_mark_read = /** @type {((inputs?: Bell_Mark_ReadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Mark_ReadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_mark_read(inputs)
	return en_bell_mark_read(inputs)
});
