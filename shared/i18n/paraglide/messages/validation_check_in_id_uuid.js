/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Check_In_Id_UuidInputs */

const en_validation_check_in_id_uuid = /** @type {(inputs: Validation_Check_In_Id_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The check-in id must be a UUID.`)
};

const bn_validation_check_in_id_uuid = /** @type {(inputs: Validation_Check_In_Id_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেক-ইন আইডি একটি UUID হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The check-in id must be a UUID." |
*
* @param {Validation_Check_In_Id_UuidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_check_in_id_uuid = /** @type {((inputs?: Validation_Check_In_Id_UuidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Check_In_Id_UuidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_check_in_id_uuid(inputs)
	return en_validation_check_in_id_uuid(inputs)
});
