/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Desk_Method_UnknownInputs */

const en_validation_desk_method_unknown = /** @type {(inputs: Validation_Desk_Method_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how it was paid: cash or bank transfer.`)
};

const bn_validation_desk_method_unknown = /** @type {(inputs: Validation_Desk_Method_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কীভাবে পরিশোধ হয়েছে বেছে নিন: নগদ বা ব্যাংক ট্রান্সফার।`)
};

/**
* | output |
* | --- |
* | "Choose how it was paid: cash or bank transfer." |
*
* @param {Validation_Desk_Method_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_method_unknown = /** @type {((inputs?: Validation_Desk_Method_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Method_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_method_unknown(inputs)
	return en_validation_desk_method_unknown(inputs)
});
