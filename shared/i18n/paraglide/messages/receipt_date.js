/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_DateInputs */

const en_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const bn_receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তারিখ`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Receipt_DateInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const receipt_date = /** @type {((inputs?: Receipt_DateInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DateInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_receipt_date(inputs)
	return en_receipt_date(inputs)
});
