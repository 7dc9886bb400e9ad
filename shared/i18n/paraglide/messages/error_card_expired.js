/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Card_ExpiredInputs */

const en_error_card_expired = /** @type {(inputs: Error_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your card has expired.`)
};

const bn_error_card_expired = /** @type {(inputs: Error_Card_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।`)
};

/**
* | output |
* | --- |
* | "Your card has expired." |
*
* @param {Error_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_card_expired = /** @type {((inputs?: Error_Card_ExpiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Card_ExpiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_card_expired(inputs)
	return en_error_card_expired(inputs)
});
