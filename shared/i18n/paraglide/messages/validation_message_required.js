/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Message_RequiredInputs */

const en_validation_message_required = /** @type {(inputs: Validation_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message is required`)
};

const bn_validation_message_required = /** @type {(inputs: Validation_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ দিতে হবে`)
};

/**
* | output |
* | --- |
* | "Message is required" |
*
* @param {Validation_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_message_required = /** @type {((inputs?: Validation_Message_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Message_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_message_required(inputs)
	return en_validation_message_required(inputs)
});
