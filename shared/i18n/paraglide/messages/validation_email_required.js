/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Email_RequiredInputs */

const en_validation_email_required = /** @type {(inputs: Validation_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required`)
};

const bn_validation_email_required = /** @type {(inputs: Validation_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইমেইল দিতে হবে`)
};

/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Validation_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_email_required = /** @type {((inputs?: Validation_Email_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_email_required(inputs)
	return en_validation_email_required(inputs)
});
