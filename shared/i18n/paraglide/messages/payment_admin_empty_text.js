/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Admin_Empty_TextInputs */

const en_payment_admin_empty_text = /** @type {(inputs: Payment_Admin_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments appear here as soon as students pay for their classes.`)
};

const bn_payment_admin_empty_text = /** @type {(inputs: Payment_Admin_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীরা ক্লাসের পেমেন্ট করলেই এখানে দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "Payments appear here as soon as students pay for their classes." |
*
* @param {Payment_Admin_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_admin_empty_text = /** @type {((inputs?: Payment_Admin_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Admin_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_admin_empty_text(inputs)
	return en_payment_admin_empty_text(inputs)
});
