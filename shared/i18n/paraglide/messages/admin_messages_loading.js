/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Messages_LoadingInputs */

const en_admin_messages_loading = /** @type {(inputs: Admin_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading messages`)
};

const bn_admin_messages_loading = /** @type {(inputs: Admin_Messages_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ লোড হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Loading messages" |
*
* @param {Admin_Messages_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_messages_loading = /** @type {((inputs?: Admin_Messages_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Messages_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_messages_loading(inputs)
	return en_admin_messages_loading(inputs)
});
