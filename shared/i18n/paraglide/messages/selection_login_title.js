/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Login_TitleInputs */

const en_selection_login_title = /** @type {(inputs: Selection_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You Need to Login to Select Class`)
};

const bn_selection_login_title = /** @type {(inputs: Selection_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস সিলেক্ট করতে লগইন করুন`)
};

/**
* | output |
* | --- |
* | "You Need to Login to Select Class" |
*
* @param {Selection_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_login_title = /** @type {((inputs?: Selection_Login_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Login_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_login_title(inputs)
	return en_selection_login_title(inputs)
});
