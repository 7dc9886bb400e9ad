/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Noun_MessagesInputs */

const en_dashboard_noun_messages = /** @type {(inputs: Dashboard_Noun_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`messages`)
};

const bn_dashboard_noun_messages = /** @type {(inputs: Dashboard_Noun_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেসেজ`)
};

/**
* | output |
* | --- |
* | "messages" |
*
* @param {Dashboard_Noun_MessagesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_noun_messages = /** @type {((inputs?: Dashboard_Noun_MessagesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Noun_MessagesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_noun_messages(inputs)
	return en_dashboard_noun_messages(inputs)
});
