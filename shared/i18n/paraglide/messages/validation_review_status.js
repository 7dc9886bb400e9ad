/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Review_StatusInputs */

const en_validation_review_status = /** @type {(inputs: Validation_Review_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status must be 'approved' or 'Denied'.`)
};

const bn_validation_review_status = /** @type {(inputs: Validation_Review_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্ট্যাটাস 'approved' অথবা 'Denied' হতে হবে।`)
};

/**
* | output |
* | --- |
* | "Status must be 'approved' or 'Denied'." |
*
* @param {Validation_Review_StatusInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_review_status = /** @type {((inputs?: Validation_Review_StatusInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Review_StatusInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_review_status(inputs)
	return en_validation_review_status(inputs)
});
