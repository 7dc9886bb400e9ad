/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Mark_All_ReadInputs */

const en_bell_mark_all_read = /** @type {(inputs: Bell_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

const bn_bell_mark_all_read = /** @type {(inputs: Bell_Mark_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবগুলো পড়া হয়েছে চিহ্নিত করুন`)
};

/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Bell_Mark_All_ReadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_mark_all_read = /** @type {((inputs?: Bell_Mark_All_ReadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Mark_All_ReadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_mark_all_read(inputs)
	return en_bell_mark_all_read(inputs)
});
