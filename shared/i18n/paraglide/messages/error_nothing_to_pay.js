/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Nothing_To_PayInputs */

const en_error_nothing_to_pay = /** @type {(inputs: Error_Nothing_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing to pay: select a class first.`)
};

const bn_error_nothing_to_pay = /** @type {(inputs: Error_Nothing_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট করার মতো কিছু নেই: আগে একটি ক্লাস সিলেক্ট করুন।`)
};

/**
* | output |
* | --- |
* | "There is nothing to pay: select a class first." |
*
* @param {Error_Nothing_To_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_nothing_to_pay = /** @type {((inputs?: Error_Nothing_To_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Nothing_To_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_nothing_to_pay(inputs)
	return en_error_nothing_to_pay(inputs)
});
