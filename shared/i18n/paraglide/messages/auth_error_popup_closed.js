/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_Popup_ClosedInputs */

const en_auth_error_popup_closed = /** @type {(inputs: Auth_Error_Popup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Google window was closed before signing in.`)
};

const bn_auth_error_popup_closed = /** @type {(inputs: Auth_Error_Popup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লগইন শেষ হওয়ার আগেই Google-এর উইন্ডো বন্ধ হয়ে গেছে।`)
};

/**
* | output |
* | --- |
* | "The Google window was closed before signing in." |
*
* @param {Auth_Error_Popup_ClosedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_error_popup_closed = /** @type {((inputs?: Auth_Error_Popup_ClosedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_Popup_ClosedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_error_popup_closed(inputs)
	return en_auth_error_popup_closed(inputs)
});
