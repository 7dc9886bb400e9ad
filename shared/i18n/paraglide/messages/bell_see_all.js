/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_See_AllInputs */

const en_bell_see_all = /** @type {(inputs: Bell_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications and settings`)
};

const bn_bell_see_all = /** @type {(inputs: Bell_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব নোটিফিকেশন আর সেটিংস দেখুন`)
};

/**
* | output |
* | --- |
* | "All notifications and settings" |
*
* @param {Bell_See_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_see_all = /** @type {((inputs?: Bell_See_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_See_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_see_all(inputs)
	return en_bell_see_all(inputs)
});
