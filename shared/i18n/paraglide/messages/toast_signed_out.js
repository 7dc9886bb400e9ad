/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Signed_OutInputs */

const en_toast_signed_out = /** @type {(inputs: Toast_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been signed out`)
};

const bn_toast_signed_out = /** @type {(inputs: Toast_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনাকে লগআউট করা হয়েছে`)
};

/**
* | output |
* | --- |
* | "You have been signed out" |
*
* @param {Toast_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_signed_out = /** @type {((inputs?: Toast_Signed_OutInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Signed_OutInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_signed_out(inputs)
	return en_toast_signed_out(inputs)
});
