/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, email: NonNullable<unknown> }} Toast_Refunded_ToInputs */

const en_toast_refunded_to = /** @type {(inputs: Toast_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} goes back to ${i?.email}.`)
};

const bn_toast_refunded_to = /** @type {(inputs: Toast_Refunded_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ফেরত যাচ্ছে ${i?.email}-এর কার্ডে।`)
};

/**
* | output |
* | --- |
* | "{amount} goes back to {email}." |
*
* @param {Toast_Refunded_ToInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_refunded_to = /** @type {((inputs: Toast_Refunded_ToInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Refunded_ToInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_refunded_to(inputs)
	return en_toast_refunded_to(inputs)
});
