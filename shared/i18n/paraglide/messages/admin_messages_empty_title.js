/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_Empty_TitleInputs */

const en_admin_messages_empty_title = /** @type {(inputs: Admin_Messages_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet`)
};

const bn_admin_messages_empty_title = /** @type {(inputs: Admin_Messages_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো মেসেজ নেই`)
};

/**
* | output |
* | --- |
* | "No messages yet" |
*
* @param {Admin_Messages_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_messages_empty_title = /** @type {((inputs?: Admin_Messages_Empty_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_Empty_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_messages_empty_title(inputs)
	return en_admin_messages_empty_title(inputs)
});
