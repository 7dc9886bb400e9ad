/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Menu_MessagesInputs */

const en_dashboard_menu_messages = /** @type {(inputs: Dashboard_Menu_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

const bn_dashboard_menu_messages = /** @type {(inputs: Dashboard_Menu_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ`)
};

/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Dashboard_Menu_MessagesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_menu_messages = /** @type {((inputs?: Dashboard_Menu_MessagesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Menu_MessagesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_menu_messages(inputs)
	return en_dashboard_menu_messages(inputs)
});
