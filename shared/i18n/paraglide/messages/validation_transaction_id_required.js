/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Transaction_Id_RequiredInputs */

const en_validation_transaction_id_required = /** @type {(inputs: Validation_Transaction_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The transaction id is required.`)
};

const bn_validation_transaction_id_required = /** @type {(inputs: Validation_Transaction_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ট্রানজেকশন আইডি দিতে হবে।`)
};

/**
* | output |
* | --- |
* | "The transaction id is required." |
*
* @param {Validation_Transaction_Id_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_transaction_id_required = /** @type {((inputs?: Validation_Transaction_Id_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Transaction_Id_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_transaction_id_required(inputs)
	return en_validation_transaction_id_required(inputs)
});
