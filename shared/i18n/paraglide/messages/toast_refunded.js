/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_RefundedInputs */

const en_toast_refunded = /** @type {(inputs: Toast_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded!`)
};

const bn_toast_refunded = /** @type {(inputs: Toast_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টাকা ফেরত দেওয়া হয়েছে!`)
};

/**
* | output |
* | --- |
* | "Refunded!" |
*
* @param {Toast_RefundedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_refunded = /** @type {((inputs?: Toast_RefundedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_RefundedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_refunded(inputs)
	return en_toast_refunded(inputs)
});
