/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_ErrorInputs */

const en_admin_messages_error = /** @type {(inputs: Admin_Messages_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the messages. Check your connection and try again.`)
};

const bn_admin_messages_error = /** @type {(inputs: Admin_Messages_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজগুলো লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load the messages. Check your connection and try again." |
*
* @param {Admin_Messages_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_messages_error = /** @type {((inputs?: Admin_Messages_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_messages_error(inputs)
	return en_admin_messages_error(inputs)
});
