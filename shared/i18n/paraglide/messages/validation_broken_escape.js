/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, name: NonNullable<unknown> }} Validation_Broken_EscapeInputs */

const en_validation_broken_escape = /** @type {(inputs: Validation_Broken_EscapeInputs) => LocalizedString} */ (i) => {
	if (i?.place === "body") return /** @type {LocalizedString} */ (`The request body has a broken character in "${i?.name}".`);
	if (i?.place === "query") return /** @type {LocalizedString} */ (`The query has a broken character in "${i?.name}".`);
	if (i?.place === "address") return /** @type {LocalizedString} */ (`The address has a broken character in "${i?.name}".`);
	return /** @type {LocalizedString} */ (`The request has a broken character in "${i?.name}".`)
	
};

const bn_validation_broken_escape = /** @type {(inputs: Validation_Broken_EscapeInputs) => LocalizedString} */ (i) => {
	if (i?.place === "body") return /** @type {LocalizedString} */ (`রিকোয়েস্টের বডিতে "${i?.name}"-এ একটি ভাঙা অক্ষর আছে।`);
	if (i?.place === "query") return /** @type {LocalizedString} */ (`কোয়েরিতে "${i?.name}"-এ একটি ভাঙা অক্ষর আছে।`);
	if (i?.place === "address") return /** @type {LocalizedString} */ (`ঠিকানায় "${i?.name}"-এ একটি ভাঙা অক্ষর আছে।`);
	return /** @type {LocalizedString} */ (`রিকোয়েস্টে "${i?.name}"-এ একটি ভাঙা অক্ষর আছে।`)
	
};

/**
* | place | output |
* | --- | --- |
* | "body" | "The request body has a broken character in \"{name}\"." |
* | "query" | "The query has a broken character in \"{name}\"." |
* | "address" | "The address has a broken character in \"{name}\"." |
* | * | "The request has a broken character in \"{name}\"." |
*
* @param {Validation_Broken_EscapeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_broken_escape = /** @type {((inputs: Validation_Broken_EscapeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Broken_EscapeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_broken_escape(inputs)
	return en_validation_broken_escape(inputs)
});
