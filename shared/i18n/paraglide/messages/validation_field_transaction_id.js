/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Field_Transaction_IdInputs */

const en_validation_field_transaction_id = /** @type {(inputs: Validation_Field_Transaction_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The transaction id`)
};

const bn_validation_field_transaction_id = /** @type {(inputs: Validation_Field_Transaction_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ট্রানজেকশন আইডি`)
};

/**
* | output |
* | --- |
* | "The transaction id" |
*
* @param {Validation_Field_Transaction_IdInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_field_transaction_id = /** @type {((inputs?: Validation_Field_Transaction_IdInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Field_Transaction_IdInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_field_transaction_id(inputs)
	return en_validation_field_transaction_id(inputs)
});
