/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Users_HeadingInputs */

const en_admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Users are here`)
};

const bn_admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব ইউজার এখানে`)
};

/**
* | output |
* | --- |
* | "All Users are here" |
*
* @param {Admin_Users_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_users_heading = /** @type {((inputs?: Admin_Users_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Users_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_users_heading(inputs)
	return en_admin_users_heading(inputs)
});
