/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Check_In_Id_TakenInputs */

const en_error_check_in_id_taken = /** @type {(inputs: Error_Check_In_Id_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This check-in id was already used at another session.`)
};

const bn_error_check_in_id_taken = /** @type {(inputs: Error_Check_In_Id_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই চেক-ইন আইডি আগেই অন্য একটি সেশনে ব্যবহার করা হয়েছে।`)
};

/**
* | output |
* | --- |
* | "This check-in id was already used at another session." |
*
* @param {Error_Check_In_Id_TakenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_check_in_id_taken = /** @type {((inputs?: Error_Check_In_Id_TakenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Check_In_Id_TakenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_check_in_id_taken(inputs)
	return en_error_check_in_id_taken(inputs)
});
