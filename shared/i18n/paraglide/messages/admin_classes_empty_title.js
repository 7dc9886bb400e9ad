/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Classes_Empty_TitleInputs */

const en_admin_classes_empty_title = /** @type {(inputs: Admin_Classes_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No classes to manage`)
};

const bn_admin_classes_empty_title = /** @type {(inputs: Admin_Classes_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ম্যানেজ করার মতো কোনো ক্লাস নেই`)
};

/**
* | output |
* | --- |
* | "No classes to manage" |
*
* @param {Admin_Classes_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_classes_empty_title = /** @type {((inputs?: Admin_Classes_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Classes_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_classes_empty_title(inputs)
	return en_admin_classes_empty_title(inputs)
});
