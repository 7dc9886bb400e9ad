/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Client_Secret_RequiredInputs */

const en_validation_client_secret_required = /** @type {(inputs: Validation_Client_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client secret is required.`)
};

const bn_validation_client_secret_required = /** @type {(inputs: Validation_Client_Secret_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লায়েন্ট সিক্রেট দিতে হবে।`)
};

/**
* | output |
* | --- |
* | "The client secret is required." |
*
* @param {Validation_Client_Secret_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_client_secret_required = /** @type {((inputs?: Validation_Client_Secret_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Client_Secret_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_client_secret_required(inputs)
	return en_validation_client_secret_required(inputs)
});
