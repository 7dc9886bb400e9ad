/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Kind_PaymentsInputs */

const en_exports_kind_payments = /** @type {(inputs: Exports_Kind_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments and refunds`)
};

const bn_exports_kind_payments = /** @type {(inputs: Exports_Kind_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট ও ফেরত`)
};

/**
* | output |
* | --- |
* | "Payments and refunds" |
*
* @param {Exports_Kind_PaymentsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_kind_payments = /** @type {((inputs?: Exports_Kind_PaymentsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Kind_PaymentsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_kind_payments(inputs)
	return en_exports_kind_payments(inputs)
});
