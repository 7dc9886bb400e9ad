/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Desk_Key_UuidInputs */

const en_validation_desk_key_uuid = /** @type {(inputs: Validation_Desk_Key_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment's key must be a UUID.`)
};

const bn_validation_desk_key_uuid = /** @type {(inputs: Validation_Desk_Key_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্টের কী একটি UUID হতে হবে।`)
};

/**
* | output |
* | --- |
* | "The payment's key must be a UUID." |
*
* @param {Validation_Desk_Key_UuidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_key_uuid = /** @type {((inputs?: Validation_Desk_Key_UuidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Key_UuidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_key_uuid(inputs)
	return en_validation_desk_key_uuid(inputs)
});
