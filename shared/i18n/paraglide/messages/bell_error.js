/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_ErrorInputs */

const en_bell_error = /** @type {(inputs: Bell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be loaded.`)
};

const bn_bell_error = /** @type {(inputs: Bell_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার নোটিফিকেশন লোড করা যায়নি।`)
};

/**
* | output |
* | --- |
* | "Your notifications could not be loaded." |
*
* @param {Bell_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_error = /** @type {((inputs?: Bell_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_error(inputs)
	return en_bell_error(inputs)
});
