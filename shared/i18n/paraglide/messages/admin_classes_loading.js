/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Classes_LoadingInputs */

const en_admin_classes_loading = /** @type {(inputs: Admin_Classes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading classes`)
};

const bn_admin_classes_loading = /** @type {(inputs: Admin_Classes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading classes" |
*
* @param {Admin_Classes_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_classes_loading = /** @type {((inputs?: Admin_Classes_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Classes_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_classes_loading(inputs)
	return en_admin_classes_loading(inputs)
});
