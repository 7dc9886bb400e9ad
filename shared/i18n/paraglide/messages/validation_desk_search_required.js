/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Desk_Search_RequiredInputs */

const en_validation_desk_search_required = /** @type {(inputs: Validation_Desk_Search_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a name, e-mail or phone to search.`)
};

const bn_validation_desk_search_required = /** @type {(inputs: Validation_Desk_Search_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খুঁজতে নাম, ই-মেইল বা ফোন লিখুন।`)
};

/**
* | output |
* | --- |
* | "Type a name, e-mail or phone to search." |
*
* @param {Validation_Desk_Search_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const validation_desk_search_required = /** @type {((inputs?: Validation_Desk_Search_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Desk_Search_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_validation_desk_search_required(inputs)
	return en_validation_desk_search_required(inputs)
});
