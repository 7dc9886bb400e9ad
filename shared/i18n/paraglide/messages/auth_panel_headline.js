/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Panel_HeadlineInputs */

const en_auth_panel_headline = /** @type {(inputs: Auth_Panel_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your next personal best starts here.`)
};

const bn_auth_panel_headline = /** @type {(inputs: Auth_Panel_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পরের সেরা পারফরম্যান্সের শুরু এখানেই।`)
};

/**
* | output |
* | --- |
* | "Your next personal best starts here." |
*
* @param {Auth_Panel_HeadlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_panel_headline = /** @type {((inputs?: Auth_Panel_HeadlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Panel_HeadlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_panel_headline(inputs)
	return en_auth_panel_headline(inputs)
});
