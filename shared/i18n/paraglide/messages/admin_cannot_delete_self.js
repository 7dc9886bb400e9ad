/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cannot_Delete_SelfInputs */

const en_admin_cannot_delete_self = /** @type {(inputs: Admin_Cannot_Delete_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot delete your own account`)
};

const bn_admin_cannot_delete_self = /** @type {(inputs: Admin_Cannot_Delete_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিজের অ্যাকাউন্ট মুছে ফেলা যায় না`)
};

/**
* | output |
* | --- |
* | "You cannot delete your own account" |
*
* @param {Admin_Cannot_Delete_SelfInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_cannot_delete_self = /** @type {((inputs?: Admin_Cannot_Delete_SelfInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cannot_Delete_SelfInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_cannot_delete_self(inputs)
	return en_admin_cannot_delete_self(inputs)
});
