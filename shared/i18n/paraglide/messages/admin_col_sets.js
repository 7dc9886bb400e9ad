/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_SetsInputs */

const en_admin_col_sets = /** @type {(inputs: Admin_Col_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sets`)
};

const bn_admin_col_sets = /** @type {(inputs: Admin_Col_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিট`)
};

/**
* | output |
* | --- |
* | "Sets" |
*
* @param {Admin_Col_SetsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_col_sets = /** @type {((inputs?: Admin_Col_SetsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_SetsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_col_sets(inputs)
	return en_admin_col_sets(inputs)
});
