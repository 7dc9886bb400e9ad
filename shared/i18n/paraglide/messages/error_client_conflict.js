/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_ConflictInputs */

const en_error_client_conflict = /** @type {(inputs: Error_Client_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That conflicts with the current state. Refresh and try again.`)
};

const bn_error_client_conflict = /** @type {(inputs: Error_Client_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটি এখনকার অবস্থার সাথে মিলছে না। রিফ্রেশ করে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "That conflicts with the current state. Refresh and try again." |
*
* @param {Error_Client_ConflictInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_conflict = /** @type {((inputs?: Error_Client_ConflictInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_ConflictInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_conflict(inputs)
	return en_error_client_conflict(inputs)
});
