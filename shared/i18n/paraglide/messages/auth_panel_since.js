/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Panel_SinceInputs */

const en_auth_panel_since = /** @type {(inputs: Auth_Panel_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training champions since 1995`)
};

const bn_auth_panel_since = /** @type {(inputs: Auth_Panel_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`১৯৯৫ সাল থেকে চ্যাম্পিয়ন তৈরি করছি`)
};

/**
* | output |
* | --- |
* | "Training champions since 1995" |
*
* @param {Auth_Panel_SinceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_panel_since = /** @type {((inputs?: Auth_Panel_SinceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Panel_SinceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_panel_since(inputs)
	return en_auth_panel_since(inputs)
});
