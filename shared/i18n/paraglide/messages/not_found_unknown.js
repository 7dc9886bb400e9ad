/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_UnknownInputs */

const en_not_found_unknown = /** @type {(inputs: Not_Found_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong.`)
};

const bn_not_found_unknown = /** @type {(inputs: Not_Found_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কিছু একটা সমস্যা হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Something went wrong." |
*
* @param {Not_Found_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_unknown = /** @type {((inputs?: Not_Found_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_unknown(inputs)
	return en_not_found_unknown(inputs)
});
