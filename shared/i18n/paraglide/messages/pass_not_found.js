/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_Not_FoundInputs */

const en_pass_not_found = /** @type {(inputs: Pass_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no active pass for this class.`)
};

const bn_pass_not_found = /** @type {(inputs: Pass_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসের জন্য আপনার কোনো চালু পাস নেই।`)
};

/**
* | output |
* | --- |
* | "You have no active pass for this class." |
*
* @param {Pass_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_not_found = /** @type {((inputs?: Pass_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_not_found(inputs)
	return en_pass_not_found(inputs)
});
