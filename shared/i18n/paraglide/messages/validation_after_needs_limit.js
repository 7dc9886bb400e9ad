/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_After_Needs_LimitInputs */

const en_validation_after_needs_limit = /** @type {(inputs: Validation_After_Needs_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A page cursor (after) goes with a limit.`)
};

const bn_validation_after_needs_limit = /** @type {(inputs: Validation_After_Needs_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেজ কার্সরের (after) সাথে একটি লিমিটও (limit) দিতে হবে।`)
};

/**
* | output |
* | --- |
* | "A page cursor (after) goes with a limit." |
*
* @param {Validation_After_Needs_LimitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_after_needs_limit = /** @type {((inputs?: Validation_After_Needs_LimitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_After_Needs_LimitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_after_needs_limit(inputs)
	return en_validation_after_needs_limit(inputs)
});
