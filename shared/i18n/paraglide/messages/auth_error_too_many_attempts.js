/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Too_Many_AttemptsInputs */

const en_auth_error_too_many_attempts = /** @type {(inputs: Auth_Error_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Wait a moment and try again.`)
};

const bn_auth_error_too_many_attempts = /** @type {(inputs: Auth_Error_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Wait a moment and try again." |
*
* @param {Auth_Error_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_too_many_attempts = /** @type {((inputs?: Auth_Error_Too_Many_AttemptsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Too_Many_AttemptsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_too_many_attempts(inputs)
	return en_auth_error_too_many_attempts(inputs)
});
