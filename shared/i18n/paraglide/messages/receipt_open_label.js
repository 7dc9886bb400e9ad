/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Receipt_Open_LabelInputs */

const en_receipt_open_label = /** @type {(inputs: Receipt_Open_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View receipt of the payment ${i?.id}`)
};

const bn_receipt_open_label = /** @type {(inputs: Receipt_Open_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} পেমেন্টের রসিদ দেখুন`)
};

/**
* | output |
* | --- |
* | "View receipt of the payment {id}" |
*
* @param {Receipt_Open_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_open_label = /** @type {((inputs: Receipt_Open_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Open_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_open_label(inputs)
	return en_receipt_open_label(inputs)
});
