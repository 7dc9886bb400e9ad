/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Read_Refused_TextInputs */

const en_bell_read_refused_text = /** @type {(inputs: Bell_Read_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your notifications and try again.`)
};

const bn_bell_read_refused_text = /** @type {(inputs: Bell_Read_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার নোটিফিকেশন খুলে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Open your notifications and try again." |
*
* @param {Bell_Read_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_read_refused_text = /** @type {((inputs?: Bell_Read_Refused_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Read_Refused_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_read_refused_text(inputs)
	return en_bell_read_refused_text(inputs)
});
