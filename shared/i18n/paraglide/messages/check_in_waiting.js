/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_WaitingInputs */

const en_check_in_waiting = /** @type {(inputs: Check_In_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to sync`)
};

const bn_check_in_waiting = /** @type {(inputs: Check_In_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিঙ্কের অপেক্ষায়`)
};

/**
* | output |
* | --- |
* | "Waiting to sync" |
*
* @param {Check_In_WaitingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_waiting = /** @type {((inputs?: Check_In_WaitingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_WaitingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_waiting(inputs)
	return en_check_in_waiting(inputs)
});
