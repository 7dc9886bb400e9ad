/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DeniedInputs */

const en_admin_denied = /** @type {(inputs: Admin_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denied`)
};

const bn_admin_denied = /** @type {(inputs: Admin_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নামঞ্জুর`)
};

/**
* | output |
* | --- |
* | "Denied" |
*
* @param {Admin_DeniedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_denied = /** @type {((inputs?: Admin_DeniedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DeniedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_denied(inputs)
	return en_admin_denied(inputs)
});
