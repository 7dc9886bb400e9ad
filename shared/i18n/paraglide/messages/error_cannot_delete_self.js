/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Cannot_Delete_SelfInputs */

const en_error_cannot_delete_self = /** @type {(inputs: Error_Cannot_Delete_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot delete your own account.`)
};

const bn_error_cannot_delete_self = /** @type {(inputs: Error_Cannot_Delete_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি নিজের অ্যাকাউন্ট মুছে ফেলতে পারবেন না।`)
};

/**
* | output |
* | --- |
* | "You cannot delete your own account." |
*
* @param {Error_Cannot_Delete_SelfInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_cannot_delete_self = /** @type {((inputs?: Error_Cannot_Delete_SelfInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Cannot_Delete_SelfInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_cannot_delete_self(inputs)
	return en_error_cannot_delete_self(inputs)
});
