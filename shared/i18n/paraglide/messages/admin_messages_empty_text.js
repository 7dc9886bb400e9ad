/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_Empty_TextInputs */

const en_admin_messages_empty_text = /** @type {(inputs: Admin_Messages_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages sent through the contact form on the home page appear here.`)
};

const bn_admin_messages_empty_text = /** @type {(inputs: Admin_Messages_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোম পেজের যোগাযোগ ফর্ম থেকে পাঠানো মেসেজ এখানে দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "Messages sent through the contact form on the home page appear here." |
*
* @param {Admin_Messages_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_messages_empty_text = /** @type {((inputs?: Admin_Messages_Empty_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_Empty_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_messages_empty_text(inputs)
	return en_admin_messages_empty_text(inputs)
});
