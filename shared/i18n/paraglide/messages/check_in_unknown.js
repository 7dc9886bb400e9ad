/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_UnknownInputs */

const en_check_in_unknown = /** @type {(inputs: Check_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This pass is not on the roster of this class.`)
};

const bn_check_in_unknown = /** @type {(inputs: Check_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পাসটি এই ক্লাসের তালিকায় নেই।`)
};

/**
* | output |
* | --- |
* | "This pass is not on the roster of this class." |
*
* @param {Check_In_UnknownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_unknown = /** @type {((inputs?: Check_In_UnknownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_UnknownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_unknown(inputs)
	return en_check_in_unknown(inputs)
});
