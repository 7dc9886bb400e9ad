/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Since_Or_LimitInputs */

const en_validation_since_or_limit = /** @type {(inputs: Validation_Since_Or_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for changes (since) or for a page (limit), not both.`)
};

const bn_validation_since_or_limit = /** @type {(inputs: Validation_Since_Or_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হয় পরিবর্তনগুলো চান (since), নয়তো একটি পেজ (limit); দুটো একসাথে নয়।`)
};

/**
* | output |
* | --- |
* | "Ask for changes (since) or for a page (limit), not both." |
*
* @param {Validation_Since_Or_LimitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_since_or_limit = /** @type {((inputs?: Validation_Since_Or_LimitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Since_Or_LimitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_since_or_limit(inputs)
	return en_validation_since_or_limit(inputs)
});
