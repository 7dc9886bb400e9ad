/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Validation_Place_InvalidInputs */

const en_validation_place_invalid = /** @type {(inputs: Validation_Place_InvalidInputs) => LocalizedString} */ (i) => {
	if (i?.place === "body") return /** @type {LocalizedString} */ (`The request body is not valid.`);
	if (i?.place === "query") return /** @type {LocalizedString} */ (`The query is not valid.`);
	if (i?.place === "address") return /** @type {LocalizedString} */ (`The address is not valid.`);
	return /** @type {LocalizedString} */ (`The request is not valid.`)
	
};

const bn_validation_place_invalid = /** @type {(inputs: Validation_Place_InvalidInputs) => LocalizedString} */ (i) => {
	if (i?.place === "body") return /** @type {LocalizedString} */ (`রিকোয়েস্টের বডিটি সঠিক নয়।`);
	if (i?.place === "query") return /** @type {LocalizedString} */ (`কোয়েরিটি সঠিক নয়।`);
	if (i?.place === "address") return /** @type {LocalizedString} */ (`ঠিকানাটি সঠিক নয়।`);
	return /** @type {LocalizedString} */ (`রিকোয়েস্টটি সঠিক নয়।`)
	
};

/**
* | place | output |
* | --- | --- |
* | "body" | "The request body is not valid." |
* | "query" | "The query is not valid." |
* | "address" | "The address is not valid." |
* | * | "The request is not valid." |
*
* @param {Validation_Place_InvalidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_place_invalid = /** @type {((inputs: Validation_Place_InvalidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Place_InvalidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_place_invalid(inputs)
	return en_validation_place_invalid(inputs)
});
