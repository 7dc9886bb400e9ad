/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Payment_Closed_ReloadInputs */

const en_error_payment_closed_reload = /** @type {(inputs: Error_Payment_Closed_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment can no longer be completed. Reload the page to start again.`)
};

const bn_error_payment_closed_reload = /** @type {(inputs: Error_Payment_Closed_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পেমেন্টটি আর সম্পন্ন করা যাবে না। নতুন করে শুরু করতে পেজটি আবার লোড করুন।`)
};

/**
* | output |
* | --- |
* | "This payment can no longer be completed. Reload the page to start again." |
*
* @param {Error_Payment_Closed_ReloadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_payment_closed_reload = /** @type {((inputs?: Error_Payment_Closed_ReloadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Payment_Closed_ReloadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_payment_closed_reload(inputs)
	return en_error_payment_closed_reload(inputs)
});
