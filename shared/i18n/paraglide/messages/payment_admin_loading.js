/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Admin_LoadingInputs */

const en_payment_admin_loading = /** @type {(inputs: Payment_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading payments`)
};

const bn_payment_admin_loading = /** @type {(inputs: Payment_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading payments" |
*
* @param {Payment_Admin_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_admin_loading = /** @type {((inputs?: Payment_Admin_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Admin_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_admin_loading(inputs)
	return en_payment_admin_loading(inputs)
});
