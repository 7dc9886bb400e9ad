/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_ErrorInputs */

const en_check_in_error = /** @type {(inputs: Check_In_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The roster could not be loaded. Open this page once with a connection to save it on this phone.`)
};

const bn_check_in_error = /** @type {(inputs: Check_In_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তালিকা লোড করা যায়নি। এই ফোনে রাখতে পেজটি একবার ইন্টারনেট সংযোগসহ খুলুন।`)
};

/**
* | output |
* | --- |
* | "The roster could not be loaded. Open this page once with a connection to save it on this phone." |
*
* @param {Check_In_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_error = /** @type {((inputs?: Check_In_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_error(inputs)
	return en_check_in_error(inputs)
});
