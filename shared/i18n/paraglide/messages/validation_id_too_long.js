/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Id_Too_LongInputs */

const en_validation_id_too_long = /** @type {(inputs: Validation_Id_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That id is too long.`)
};

const bn_validation_id_too_long = /** @type {(inputs: Validation_Id_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আইডিটি অনেক লম্বা।`)
};

/**
* | output |
* | --- |
* | "That id is too long." |
*
* @param {Validation_Id_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_id_too_long = /** @type {((inputs?: Validation_Id_Too_LongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Id_Too_LongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_id_too_long(inputs)
	return en_validation_id_too_long(inputs)
});
