/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_MessageInputs */

const en_not_found_message = /** @type {(inputs: Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, we couldn't find the page you were looking for.`)
};

const bn_not_found_message = /** @type {(inputs: Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দুঃখিত, আপনি যে পেজটি খুঁজছেন সেটি পাওয়া যায়নি।`)
};

/**
* | output |
* | --- |
* | "Sorry, we couldn't find the page you were looking for." |
*
* @param {Not_Found_MessageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_message = /** @type {((inputs?: Not_Found_MessageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_MessageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_message(inputs)
	return en_not_found_message(inputs)
});
