/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_Empty_TextInputs */

const en_admin_users_empty_text = /** @type {(inputs: Admin_Users_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People appear here as soon as they register. Share the sign-up page to get started.`)
};

const bn_admin_users_empty_text = /** @type {(inputs: Admin_Users_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কেউ রেজিস্টার করলেই এখানে দেখা যাবে। শুরু করতে রেজিস্টার পেজের লিংক শেয়ার করুন।`)
};

/**
* | output |
* | --- |
* | "People appear here as soon as they register. Share the sign-up page to get started." |
*
* @param {Admin_Users_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_users_empty_text = /** @type {((inputs?: Admin_Users_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_users_empty_text(inputs)
	return en_admin_users_empty_text(inputs)
});
