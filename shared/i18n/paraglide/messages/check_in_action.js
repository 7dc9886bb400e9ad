/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_ActionInputs */

const en_check_in_action = /** @type {(inputs: Check_In_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

const bn_check_in_action = /** @type {(inputs: Check_In_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন`)
};

/**
* | output |
* | --- |
* | "Check in" |
*
* @param {Check_In_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_action = /** @type {((inputs?: Check_In_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_action(inputs)
	return en_check_in_action(inputs)
});
