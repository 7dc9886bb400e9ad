/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Classes_Empty_TextInputs */

const en_admin_classes_empty_text = /** @type {(inputs: Admin_Classes_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes appear here when instructors add them. Make a user an instructor in Manage Users to get started.`)
};

const bn_admin_classes_empty_text = /** @type {(inputs: Admin_Classes_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইনস্ট্রাক্টররা ক্লাস যোগ করলে এখানে দেখা যাবে। শুরু করতে ইউজার ম্যানেজমেন্ট থেকে কাউকে ইনস্ট্রাক্টর বানান।`)
};

/**
* | output |
* | --- |
* | "Classes appear here when instructors add them. Make a user an instructor in Manage Users to get started." |
*
* @param {Admin_Classes_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_classes_empty_text = /** @type {((inputs?: Admin_Classes_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Classes_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_classes_empty_text(inputs)
	return en_admin_classes_empty_text(inputs)
});
