/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_ErrorInputs */

const en_pass_error = /** @type {(inputs: Pass_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your pass could not be loaded. Open it once with a connection to save it on this device.`)
};

const bn_pass_error = /** @type {(inputs: Pass_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পাস লোড করা যায়নি। এই ডিভাইসে রাখতে একবার ইন্টারনেট সংযোগসহ খুলুন।`)
};

/**
* | output |
* | --- |
* | "Your pass could not be loaded. Open it once with a connection to save it on this device." |
*
* @param {Pass_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_error = /** @type {((inputs?: Pass_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_error(inputs)
	return en_pass_error(inputs)
});
